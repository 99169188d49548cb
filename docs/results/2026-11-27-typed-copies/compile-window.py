"""The JIT compilations of one JVM's -XX:+LogCompilation file, before and after the first compilation of
a method (argv[2], e.g. "Particles forces": the kernel is running by then), by compiler and by owner:
the program (jgf.*), the library (io.mpj.*, mpi.*) and the JDK; milliseconds of compiler thread time
(task to task_done stamps, 1 ms resolution), and the longest compilations after the mark."""
import collections
import re
import sys

task, events = None, []
for line in open(sys.argv[1], errors='replace'):
    if line.startswith('<task '):
        m = re.search(r"method='([^']*)'.*stamp='([0-9.]+)'", line)
        level = re.search(r"level='(\d)'", line)
        task = (m.group(1), float(m.group(2)), 'osr_bci' in line, level.group(1) if level else '4')
    elif line.startswith('<task_done') and task:
        end = float(re.search(r"stamp='([0-9.]+)'", line).group(1))
        events.append((task[1], end - task[1], 'c2' if task[3] == '4' else 'c1', task[0], task[2]))
        task = None
events.sort()
mark = next(i for i, e in enumerate(events) if sys.argv[2] in e[3])
print('first', sys.argv[2], 'at', events[mark][0], 's; compilations', len(events))


def owner(method):
    return 'program' if method.startswith('jgf.') else 'library' if method.startswith(('io.mpj.', 'mpi.')) else 'JDK'


for name, part in (('before', events[:mark]), ('after', events[mark:])):
    by = collections.defaultdict(float)
    for start, took, compiler, method, osr in part:
        by[(owner(method), compiler)] += took * 1000
    print(name, 'total ms', round(sum(by.values())), 'compilations', len(part), ' '.join(
        f'{o}/{c} {round(v)}' for (o, c), v in sorted(by.items())))
print('longest after the mark:')
for start, took, compiler, method, osr in sorted(events[mark:], key=lambda e: -e[1])[:8]:
    print('  %.3f s %3.0f ms %s %s%s' % (start, took * 1000, compiler, method.split(' (')[0], ' (OSR)' if osr else ''))
