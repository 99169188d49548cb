/* The C twin of io.mpj.bench.suite.BenchMain: the same tests, sizes, timing methods, options and CSV
 * columns, on native MPI, as the reference the Java libraries are compared with.
 * Build: src/main/c/build (mpicc). Run: mpirun -np 2 mpj-bench-c --tests PingPong --sizes 0,1K */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

enum test { PINGPONG, RIGHTSHIFT, BARRIER, BCAST, SCATTER, GATHER, ALLGATHER, ALLTOALL, REDUCE, ALLREDUCE,
            REDUCE_SCATTER, SCAN, REDUCE_NULL, RANDOM2SETS, NTESTS };
static const char *LABELS[NTESTS] = {"PingPong", "RightShift", "Barrier", "Bcast", "Scatter", "Gather",
    "Allgather", "Alltoall", "Reduce", "Allreduce", "Reduce_scatter", "Scan", "Reduce-null", "Random2Sets"};
static int typed(int t) { return t >= REDUCE && t <= REDUCE_NULL; }
static int collective(int t) { return t != PINGPONG && t != RIGHTSHIFT && t != RANDOM2SETS; }

enum method { MIN, LUECKE, AVG };
static const char *METHODS[] = {"min", "luecke", "avg"};
static const int DEFAULT_REPS[] = {150, 51, 1000};
#define AVG_BLOCKS 10

/* The state of one test at one size: buffers sized for every rank, root or not, as in the Java suite. */
struct kernel {
    int test, bytes, partner, p, me, off; /* off: --offset, where every buffer's data starts (elements) */
    long long seed;
    char *out, *in;
    double *din, *dout;
    int *counts;
    MPI_Op noop;
    int last_source; /* Random2Sets: the even rank an odd rank last answered, -1 if none */
};

static _Noreturn void die(const char *msg) {
    fprintf(stderr, "mpj-bench-c: %s\n", msg);
    MPI_Abort(MPI_COMM_WORLD, 2);
    exit(2);
}

static void *alloc(size_t n) {
    void *p = calloc(n > 0 ? n : 1, 1);
    if (!p) die("out of memory");
    return p;
}

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static uint64_t mix(uint64_t z) { /* SplitMix64's finaliser, as in Random2SetsKernel */
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int partner_of(int even, int iteration, int p, long long seed) {
    int64_t odds = p / 2;
    int64_t z = (int64_t) mix((uint64_t) seed + 0x9E3779B97F4A7C15ULL * (uint64_t) iteration + (uint64_t) even);
    return 2 * (int) (((z % odds) + odds) % odds) + 1;
}

static void noop_fn(void *in, void *inout, int *len, MPI_Datatype *type) {
    (void) in; (void) inout; (void) len; (void) type;
}

static int effective_bytes(int t, int requested) {
    if (t == BARRIER) return 0;
    return typed(t) ? (requested + 7) / 8 * 8 : requested;
}

static void kernel_init(struct kernel *k, int t, int bytes, int partner, long long seed, int off) {
    memset(k, 0, sizeof *k);
    k->test = t; k->bytes = bytes; k->partner = partner; k->seed = seed; k->off = off;
    MPI_Comm_size(MPI_COMM_WORLD, &k->p);
    MPI_Comm_rank(MPI_COMM_WORLD, &k->me);
    size_t block = (size_t) bytes * (t == SCATTER || t == GATHER || t == ALLGATHER || t == ALLTOALL ? k->p : 1);
    k->out = alloc(off + block);
    k->in = alloc(off + block);
    int n = bytes / 8, total = t == REDUCE_SCATTER ? n * k->p : n;
    k->din = alloc(sizeof(double) * (off + total));
    k->dout = alloc(sizeof(double) * (off + total));
    k->last_source = -1;
    k->counts = alloc(sizeof(int) * k->p);
    for (int i = 0; i < k->p; i++) k->counts[i] = n;
    if (t == REDUCE_NULL) MPI_Op_create(noop_fn, 1, &k->noop);
}

static void kernel_free(struct kernel *k) {
    if (k->test == REDUCE_NULL) MPI_Op_free(&k->noop);
    free(k->out); free(k->in); free(k->din); free(k->dout); free(k->counts);
}

static void kernel_run(struct kernel *k, int iteration) {
    MPI_Comm w = MPI_COMM_WORLD;
    int b = k->bytes, n = b / 8, p = k->p, me = k->me;
    char *out = k->out + k->off, *in = k->in + k->off;
    double *din = k->din + k->off, *dout = k->dout + k->off;
    switch (k->test) {
    case PINGPONG:
        if (me == 0) {
            MPI_Send(out, b, MPI_BYTE, k->partner, 1, w);
            MPI_Recv(in, b, MPI_BYTE, k->partner, 1, w, MPI_STATUS_IGNORE);
        } else if (me == k->partner) {
            MPI_Recv(in, b, MPI_BYTE, 0, 1, w, MPI_STATUS_IGNORE);
            MPI_Send(in, b, MPI_BYTE, 0, 1, w);
        }
        break;
    case RIGHTSHIFT:
        MPI_Sendrecv(out, b, MPI_BYTE, (me + 1) % p, 1, in, b, MPI_BYTE, (me - 1 + p) % p, 1, w, MPI_STATUS_IGNORE);
        break;
    case BARRIER: MPI_Barrier(w); break;
    case BCAST: MPI_Bcast(out, b, MPI_BYTE, 0, w); break;
    case SCATTER: MPI_Scatter(out, b, MPI_BYTE, in, b, MPI_BYTE, 0, w); break;
    case GATHER: MPI_Gather(out, b, MPI_BYTE, in, b, MPI_BYTE, 0, w); break;
    case ALLGATHER: MPI_Allgather(out, b, MPI_BYTE, in, b, MPI_BYTE, w); break;
    case ALLTOALL: MPI_Alltoall(out, b, MPI_BYTE, in, b, MPI_BYTE, w); break;
    case REDUCE: MPI_Reduce(din, dout, n, MPI_DOUBLE, MPI_SUM, 0, w); break;
    case REDUCE_NULL: MPI_Reduce(din, dout, n, MPI_DOUBLE, k->noop, 0, w); break;
    case ALLREDUCE: MPI_Allreduce(din, dout, n, MPI_DOUBLE, MPI_SUM, w); break;
    case SCAN: MPI_Scan(din, dout, n, MPI_DOUBLE, MPI_SUM, w); break;
    case REDUCE_SCATTER: MPI_Reduce_scatter(din, dout, k->counts, MPI_DOUBLE, MPI_SUM, w); break;
    case RANDOM2SETS:
        if (p < 2) break;
        if (me % 2 == 0) {
            int odd = partner_of(me, iteration, p, k->seed);
            MPI_Send(out, b, MPI_BYTE, odd, 2, w);
            MPI_Recv(in, b, MPI_BYTE, odd, 2, w, MPI_STATUS_IGNORE);
        } else {
            int expected = 0;
            for (int e = 0; e < p; e += 2) expected += partner_of(e, iteration, p, k->seed) == me;
            k->last_source = -1;
            for (int i = 0; i < expected; i++) {
                MPI_Status s;
                MPI_Recv(in, b, MPI_BYTE, MPI_ANY_SOURCE, 2, w, &s);
                MPI_Send(in, b, MPI_BYTE, s.MPI_SOURCE, 2, w);
                k->last_source = s.MPI_SOURCE;
            }
        }
        break;
    }
}

static double scale(const struct kernel *k) { return k->test == PINGPONG ? 0.5 : 1.0; }

/* ---- the result check, as io.mpj.bench.suite.CheckValues, Kernels and ResultCheck ---- */
enum verdict { UNCHECKED, OK, WRONG };
static const char *VERDICTS[] = {"-", "ok", "wrong"};

static int byte_at(int source, int dest, int i) {
    uint32_t h = (uint32_t) i * 0x9E3779B1u + (uint32_t) source * 0x85EBCA77u + (uint32_t) dest * 0xC2B2AE3Du + 0x2545F491u;
    h ^= h >> 16; h *= 0x85EBCA6Bu; h ^= h >> 13; h *= 0xC2B2AE35u;
    return (int) ((h ^ (h >> 16)) & 0xff);
}
static double double_at(int rank, int i) { return (rank + 1) * 1024.0 + (i & 1023); }
static double sum_over_ranks(int ranks, int i) { return 1024.0 * ranks * (ranks + 1) / 2 + (double) ranks * (i & 1023); }

/* A buffer the check fills or compares: bytes or doubles, len elements of data from element `from`
 * (--offset; the receive buffer's elements before it must stay 0), len 0: none. */
struct buf { unsigned char *bytes; double *doubles; int len, from; };

static struct buf bytes_of(char *a, int len) { struct buf x = {(unsigned char *) a, NULL, len, 0}; return x; }
static struct buf doubles_of(double *a, int len) { struct buf x = {NULL, a, len, 0}; return x; }
static double get(struct buf x, int i) { return x.bytes ? x.bytes[i] : x.doubles[i]; }
static void set(struct buf x, int i, double v) { if (x.bytes) x.bytes[i] = (unsigned char) v; else x.doubles[i] = v; }

/* What this rank sends and what it receives (after a call: only what it must compare; recv.len 0: nothing). */
static void check_buffers(const struct kernel *k, int after, struct buf *send, struct buf *recv) {
    int b = k->bytes, n = b / 8, p = k->p, me = k->me, root = me == 0;
    struct buf none = {NULL, NULL, 0, 0};
    *send = none; *recv = none;
    switch (k->test) {
    case PINGPONG:
        if (root) *send = bytes_of(k->out, b);
        if (root || me == k->partner) *recv = bytes_of(k->in, b);
        break;
    case RIGHTSHIFT: *send = bytes_of(k->out, b); *recv = bytes_of(k->in, b); break;
    case BCAST: if (root) *send = bytes_of(k->out, b); else *recv = bytes_of(k->out, b); break;
    case SCATTER: if (root) *send = bytes_of(k->out, b * p); *recv = bytes_of(k->in, b); break;
    case GATHER: *send = bytes_of(k->out, b); if (root) *recv = bytes_of(k->in, b * p); break;
    case ALLGATHER: *send = bytes_of(k->out, b); *recv = bytes_of(k->in, b * p); break;
    case ALLTOALL: *send = bytes_of(k->out, b * p); *recv = bytes_of(k->in, b * p); break;
    case REDUCE: *send = doubles_of(k->din, n); if (root) *recv = doubles_of(k->dout, n); break;
    case ALLREDUCE: case SCAN: *send = doubles_of(k->din, n); *recv = doubles_of(k->dout, n); break;
    case REDUCE_SCATTER: *send = doubles_of(k->din, n * p); *recv = doubles_of(k->dout, n); break;
    case RANDOM2SETS:
        if (me % 2 == 0) *send = bytes_of(k->out, b);
        if (me % 2 == 0 || !after || k->last_source >= 0) *recv = bytes_of(k->in, b);
        break;
    default: break; /* Barrier; Reduce-null, whose result is not defined */
    }
    if (send->bytes || send->doubles) send->from = k->off; /* the data's start in each buffer the test uses */
    if (recv->bytes || recv->doubles) recv->from = k->off;
}

/* Element i of what this rank sends (expected = 0) or must have received (expected = 1). */
static double check_value(const struct kernel *k, int expected, int i) {
    int b = k->bytes > 0 ? k->bytes : 1, n = k->bytes / 8, p = k->p, me = k->me;
    switch (k->test) {
    case PINGPONG: return byte_at(0, k->partner, i);
    case RIGHTSHIFT: return expected ? byte_at((me - 1 + p) % p, me, i) : byte_at(me, (me + 1) % p, i);
    case BCAST: return byte_at(0, 0, i);
    case SCATTER: return expected ? byte_at(0, me, i) : byte_at(0, i / b, i % b);
    case GATHER: case ALLGATHER: return expected ? byte_at(i / b, 0, i % b) : byte_at(me, 0, i);
    case ALLTOALL: return expected ? byte_at(i / b, me, i % b) : byte_at(me, i / b, i % b);
    case REDUCE: case ALLREDUCE: return expected ? sum_over_ranks(p, i) : double_at(me, i);
    case SCAN: return expected ? sum_over_ranks(me + 1, i) : double_at(me, i);
    case REDUCE_SCATTER: return expected ? sum_over_ranks(p, me * n + i) : double_at(me, i);
    case RANDOM2SETS: return byte_at(me % 2 == 0 ? me : k->last_source, 1, i);
    default: return 0;
    }
}

/* One checked call: with fill, the send buffer is filled first (before the warm-up), else only the
 * receive buffer is cleared (after the timed calls); the first wrong element is reported once. */
static void check_call(struct kernel *k, int fill, enum verdict *state, const char *test) {
    struct buf send, recv;
    check_buffers(k, 0, &send, &recv);
    for (int i = 0; i < recv.len + recv.from; i++) set(recv, i, 0);
    for (int i = 0; fill && i < send.len; i++) set(send, send.from + i, check_value(k, 0, i));
    kernel_run(k, 0);
    MPI_Barrier(MPI_COMM_WORLD); /* no message of this row left on its way when the next starts */
    check_buffers(k, 1, &send, &recv); /* an odd Random2Sets rank knows only now whether it received */
    for (int i = 0; i < recv.len && i < recv.from; i++) { /* before the offset (where there is data to compare) */
        if (get(recv, i) == 0) continue;
        if (*state != WRONG)
            fprintf(stderr, "mpj-bench: wrong result on rank %d: %s p=%d %d B: element %d, before offset %d, was written: %.17g\n",
                    k->me, test, k->p, k->bytes, i, recv.from, get(recv, i));
        *state = WRONG;
        return;
    }
    for (int i = 0; i < recv.len; i++) {
        double got = get(recv, recv.from + i), want = check_value(k, 1, i);
        if (got == want) continue;
        if (*state != WRONG)
            fprintf(stderr, "mpj-bench: wrong result on rank %d: %s p=%d %d B: element %d of %d is %.17g, expected %.17g\n",
                    k->me, test, k->p, k->bytes, i, recv.len, got, want);
        *state = WRONG;
        return;
    }
    if (recv.len > 0 && *state == UNCHECKED) *state = OK;
}

/* ---- statistics, as io.mpj.bench.suite.Statistics ---- */
struct summary { int reps; double min, median, mean, max, reported; };

static int cmp(const void *a, const void *b) {
    double x = *(const double *) a, y = *(const double *) b;
    return (x > y) - (x < y);
}
static double median(const double *s, int n) { return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; }
static double mean(const double *s, int n) { double t = 0; for (int i = 0; i < n; i++) t += s[i]; return t / n; }

static struct summary summarise(enum method m, double *v, int n) {
    struct summary r;
    if (m == LUECKE) { v++; n--; } /* the first trial is discarded */
    double *s = alloc(sizeof(double) * n);
    memcpy(s, v, sizeof(double) * n);
    qsort(s, n, sizeof(double), cmp);
    r.reps = n; r.min = s[0]; r.median = median(s, n); r.mean = mean(s, n); r.max = s[n - 1];
    r.reported = m == MIN ? r.min : r.mean;
    if (m == LUECKE) {
        double limit = 1.8 * r.median;
        int outliers = 0, cap = (int) (0.10 * n);
        while (outliers < n && s[n - 1 - outliers] > limit) outliers++;
        int kept = n - (outliers < cap ? outliers : cap);
        r.reps = kept;
        r.reported = mean(s, kept);
    }
    free(s);
    return r;
}

/* ---- the timing methods, as io.mpj.bench.suite.Method ---- */
static char *flush_array;
static size_t flush_bytes;

static size_t last_level_cache(void) {
    size_t best = 0;
    for (int i = 0; i < 8; i++) {
        char path[96];
        snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t n = 0; char unit = 0;
        if (fscanf(f, "%zu%c", &n, &unit) >= 1) {
            n = unit == 'K' ? n << 10 : unit == 'M' ? n << 20 : unit == 'G' ? n << 30 : n;
            if (n > best) best = n;
        }
        fclose(f);
    }
    return best ? best : (size_t) 8 << 20;
}

static void flush_cache(void) {
    static char value;
    value++;
    for (size_t i = 0; i < flush_bytes; i += 64) flush_array[i] = value;
}

static int samples(enum method m, struct kernel *k, int reps, int first, double *s) {
    if (m == AVG) {
        int per = reps / AVG_BLOCKS > 0 ? reps / AVG_BLOCKS : 1, it = first, coll = collective(k->test);
        for (int b = 0; b < AVG_BLOCKS; b++) {
            MPI_Barrier(MPI_COMM_WORLD);
            double t0 = now_us();
            for (int i = 0; i < per; i++) { kernel_run(k, it++); if (coll) MPI_Barrier(MPI_COMM_WORLD); }
            double with_barrier = now_us() - t0, barrier_only = 0;
            if (coll) {
                MPI_Barrier(MPI_COMM_WORLD);
                double t1 = now_us();
                for (int i = 0; i < per; i++) MPI_Barrier(MPI_COMM_WORLD);
                barrier_only = now_us() - t1;
            }
            s[b] = (with_barrier - barrier_only) / per * scale(k);
        }
        return AVG_BLOCKS;
    }
    for (int r = 0; r < reps; r++) {
        if (m == LUECKE) flush_cache();
        MPI_Barrier(MPI_COMM_WORLD);
        double t0 = now_us();
        kernel_run(k, first + r);
        s[r] = (now_us() - t0) * scale(k);
        if (m == LUECKE) MPI_Barrier(MPI_COMM_WORLD);
    }
    return reps;
}

static struct summary measure(enum method m, struct kernel *k, int reps, int warmup) {
    for (int i = 0; i < warmup; i++) kernel_run(k, i);
    MPI_Barrier(MPI_COMM_WORLD);
    int cap = reps > AVG_BLOCKS ? reps : AVG_BLOCKS;
    double *mine = alloc(sizeof(double) * cap), *max = alloc(sizeof(double) * cap);
    int n = samples(m, k, reps, warmup, mine);
    MPI_Reduce(mine, max, n, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    struct summary r = {0};
    if (k->me == 0) r = summarise(m, max, n);
    free(mine); free(max);
    return r;
}

/* ---- options, as io.mpj.bench.suite.Options ---- */
static int parse_size(const char *x) {
    char *end;
    long long n = strtoll(x, &end, 10);
    if (end == x) die("a size is not bytes (e.g. 1024, 64K, 4M)");
    if (*end == 'K' || *end == 'k') { n <<= 10; end++; } else if (*end == 'M' || *end == 'm') { n <<= 20; end++; }
    if (*end || n < 0 || n > (256LL << 20)) die("a size is out of range 0..256M or has an unknown suffix");
    return (int) n;
}

static int test_of(const char *label) {
    for (int t = 0; t < NTESTS; t++) if (!strcasecmp(label, LABELS[t])) return t;
    fprintf(stderr, "mpj-bench-c: unknown test '%s'\n", label);
    MPI_Abort(MPI_COMM_WORLD, 2);
    return -1;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    struct timespec init_done;
    clock_gettime(CLOCK_REALTIME, &init_done); /* --startup: when MPI_Init returned, wall clock */
    int p, me, startup = 0;
    MPI_Comm_size(MPI_COMM_WORLD, &p);
    MPI_Comm_rank(MPI_COMM_WORLD, &me);
    const char *library = "c", *device = "default", *out = NULL;
    int tests[NTESTS], ntests = 0, sizes[64], nsizes = 0, reps = -1, warmup = -1, jit = 10000, offset = 0;
    enum method m = MIN;
    long long seed = 42;
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) die("every option needs a value");
        const char *a = argv[i], *v = argv[++i];
        if (!strcmp(a, "--library")) library = v;
        else if (!strcmp(a, "--device")) device = v;
        else if (!strcmp(a, "--out")) out = v;
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--warmup")) warmup = atoi(v);
        else if (!strcmp(a, "--jit-warmup")) jit = atoi(v);
        else if (!strcmp(a, "--offset")) { offset = atoi(v); if (offset < 0) die("--offset must not be negative"); }
        else if (!strcmp(a, "--seed")) seed = atoll(v);
        else if (!strcmp(a, "--startup")) startup = atoi(v);
        else if (!strcmp(a, "--method")) {
            int found = 0;
            for (int k = 0; k < 3; k++) if (!strcasecmp(v, METHODS[k])) { m = (enum method) k; found = 1; }
            if (!found) die("unknown method; methods: min, luecke, avg");
        } else if (!strcmp(a, "--tests") || !strcmp(a, "--sizes")) {
            char *copy = strdup(v);
            for (char *tok = strtok(copy, ","); tok; tok = strtok(NULL, ",")) {
                if (a[2] == 't' && ntests < NTESTS) tests[ntests++] = test_of(tok);
                else if (a[2] == 's' && nsizes < 64) sizes[nsizes++] = parse_size(tok);
            }
            free(copy);
        } else die("unknown option");
    }
    if (startup) { /* the latest MPI_Init return over the ranks, in ms since the epoch: mpj-bench startup */
        long long mine = (long long) init_done.tv_sec * 1000 + init_done.tv_nsec / 1000000, latest = 0;
        MPI_Reduce(&mine, &latest, 1, MPI_LONG_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
        if (!me) { printf("mpj-bench: startup init-done-ms=%lld p=%d\n", latest, p); fflush(stdout); }
        MPI_Finalize();
        return 0;
    }
    if (!ntests) for (int t = 0; t < NTESTS; t++) tests[ntests++] = t;
    if (!nsizes) { sizes[nsizes++] = 0; for (int n = 1; n <= 4 << 20; n *= 4) sizes[nsizes++] = n; }
    if (reps <= 0) reps = DEFAULT_REPS[m];
    int max_size = 0;
    for (int i = 0; i < nsizes; i++) if (sizes[i] > max_size) max_size = sizes[i];
    flush_bytes = last_level_cache();
    flush_array = alloc(flush_bytes);

    size_t cap = 1 << 16, len = 0;
    char *csv = alloc(cap);
    len += snprintf(csv, cap, "library,device,test,method,p,bytes,reps,min_us,median_us,mean_us,max_us,reported_us,mbps,check\n");
    for (int ti = 0; ti < ntests; ti++) {
        int t = tests[ti];
        if (p < 2 && (t == PINGPONG || t == RANDOM2SETS)) {
            if (!me) fprintf(stderr, "mpj-bench-c: %s needs p >= 2, skipped at p = 1\n", LABELS[t]);
            continue;
        }
        struct kernel k;
        kernel_init(&k, t, effective_bytes(t, max_size < 1024 ? max_size : 1024), 1, seed, offset);
        for (int i = 0; i < jit; i++) kernel_run(&k, i); /* C has no JIT: 10000 by default (the Java suite: 100000 or 1 s) */
        MPI_Barrier(MPI_COMM_WORLD);
        kernel_free(&k);
        int done[64], ndone = 0;
        for (int si = 0; si < nsizes; si++) {
            int bytes = effective_bytes(t, sizes[si]), dup = 0;
            for (int d = 0; d < ndone; d++) dup |= done[d] == bytes;
            if (dup) continue;
            done[ndone++] = bytes;
            int w = warmup >= 0 ? warmup : bytes >= (1 << 20) ? 10 : 100;
            struct summary worst = {0};
            enum verdict state = UNCHECKED;
            for (int j = 1; j <= (t == PINGPONG ? p - 1 : 1); j++) {
                kernel_init(&k, t, bytes, j, seed, offset);
                check_call(&k, 1, &state, LABELS[t]);
                struct summary s = measure(m, &k, reps, w);
                check_call(&k, 0, &state, LABELS[t]);
                kernel_free(&k);
                if (s.reported > worst.reported || j == 1) worst = s;
            }
            int mine = state, verdict = 0;
            MPI_Reduce(&mine, &verdict, 1, MPI_INT, MPI_MAX, 0, MPI_COMM_WORLD);
            if (me) continue;
            double mbps = bytes == 0 || worst.reported <= 0 ? 0 : bytes / worst.reported;
            if (cap - len < 512) { cap *= 2; csv = realloc(csv, cap); if (!csv) die("out of memory"); }
            len += snprintf(csv + len, cap - len, "%s,%s,%s,%s,%d,%d,%d,%.3f,%.3f,%.3f,%.3f,%.3f,%.3f,%s\n",
                            library, device, LABELS[t], METHODS[m], p, bytes, worst.reps, worst.min, worst.median,
                            worst.mean, worst.max, worst.reported, mbps, VERDICTS[verdict]);
            fprintf(stderr, "mpj-bench: %s/%s %s p=%d %d B: %.2f us%s\n", library, device, LABELS[t], p, bytes,
                    worst.reported, verdict == WRONG ? " (WRONG RESULTS)" : "");
        }
    }
    if (!me) {
        if (!out) fputs(csv, stdout);
        else { /* temporary file, then rename: a failed run leaves no CSV that looks complete */
            char tmp[4096];
            snprintf(tmp, sizeof tmp, "%s.part", out);
            FILE *f = fopen(tmp, "w");
            if (!f || fputs(csv, f) < 0 || fclose(f) != 0 || rename(tmp, out) != 0) die("cannot write --out");
        }
    }
    free(csv);
    free(flush_array);
    MPI_Finalize();
    return 0;
}
