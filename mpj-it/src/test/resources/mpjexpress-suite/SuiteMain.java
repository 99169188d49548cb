import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;

/**
 * Runs one class of MPJ Express's test suite by its (String[]) constructor, as MPJ Express's own
 * TestSuite does, but lets an exception end the rank with a non-zero status instead of swallowing it
 * (their main methods catch and drop every exception). The class name is the last argument: MPJ
 * Express's launcher puts its own arguments first, and MPI.Init strips them.
 */
public class SuiteMain {
    public static void main(String[] args) throws Exception {
        String name = args[args.length - 1];
        try {
            Class.forName(name).getConstructor(String[].class).newInstance((Object) Arrays.copyOf(args, args.length - 1));
        } catch (InvocationTargetException e) {
            e.getCause().printStackTrace();
            System.exit(3);
        }
        System.out.println("SuiteMain: " + name + " returned");
    }
}
