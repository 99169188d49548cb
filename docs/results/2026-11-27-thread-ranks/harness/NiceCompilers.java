import java.io.File;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
public class NiceCompilers {
  public static void premain(String args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of("renice", "-n", args == null ? "5" : args, "-p"));
    for (File t : new File("/proc/self/task").listFiles()) {
      String comm = new String(Files.readAllBytes(new File(t, "comm").toPath())).trim();
      if (comm.contains("CompilerThre")) cmd.add(t.getName());
    }
    new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.INHERIT).start().waitFor();
  }
}
