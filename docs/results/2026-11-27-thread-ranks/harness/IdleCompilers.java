import java.io.File;
import java.nio.file.Files;
public class IdleCompilers {
  public static void premain(String args) throws Exception {
    for (File t : new File("/proc/self/task").listFiles()) {
      String comm = new String(Files.readAllBytes(new File(t, "comm").toPath())).trim();
      if (comm.contains("CompilerThre")) new ProcessBuilder("chrt", "--" + (args == null ? "idle" : args), "-p", "0", t.getName()).inheritIO().start().waitFor();
    }
  }
}
