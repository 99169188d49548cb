import java.lang.foreign.*;
import java.lang.invoke.MethodHandle;
public class ShortSlice {
  public static void premain(String args) throws Throwable {
    long slice = args == null ? 100_000 : Long.parseLong(args);
    Linker linker = Linker.nativeLinker();
    MethodHandle syscall = linker.downcallHandle(linker.defaultLookup().find("syscall").orElseThrow(),
        FunctionDescriptor.of(ValueLayout.JAVA_INT, ValueLayout.JAVA_LONG, ValueLayout.JAVA_INT, ValueLayout.ADDRESS, ValueLayout.JAVA_INT),
        Linker.Option.firstVariadicArg(1), Linker.Option.captureCallState("errno"));
    StructLayout cs = Linker.Option.captureStateLayout();
    try (Arena a = Arena.ofConfined()) {
      MemorySegment attr = a.allocate(56, 8);
      attr.set(ValueLayout.JAVA_INT, 0, 56);          // size
      attr.set(ValueLayout.JAVA_INT, 4, 0);           // SCHED_OTHER
      attr.set(ValueLayout.JAVA_LONG, 24, slice);     // sched_runtime: the slice
      MemorySegment st = a.allocate(cs);
      int rc = (int) syscall.invokeExact(st, 314L, 0, attr, 0);
      int errno = st.get(ValueLayout.JAVA_INT, cs.byteOffset(MemoryLayout.PathElement.groupElement("errno")));
      if (rc != 0 || System.getenv("SLICE_VERBOSE") != null) System.err.println("sched_setattr slice " + slice + ": rc " + rc + " errno " + errno);
    }
  }
}
