package io.mpj.launcher;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The training run of {@link ClassDataArchive}: in a JVM that writes its loaded classes to an archive
 * at exit, loads every class of the library in the jars it is given (not initialised: no static
 * initialiser runs), and the JDK classes of what a rank does at start-up besides: a socket pair and a
 * selector on the loopback (the nio device, the rendezvous), a memory-mapped file (the shm device).
 */
final class ClassDataTraining {
    private ClassDataTraining() {}

    public static void main(String[] args) throws IOException {
        ClassLoader loader = ClassDataTraining.class.getClassLoader();
        for (String entry : args[0].split(File.pathSeparator)) {
            try (JarFile jar = new JarFile(entry)) {
                for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
                    String name = e.nextElement().getName();
                    if (!name.endsWith(".class") || !(name.startsWith("io/mpj/") || name.startsWith("mpi/"))) continue;
                    try {
                        Class.forName(name.substring(0, name.length() - 6).replace('/', '.'), false, loader);
                    } catch (LinkageError | ClassNotFoundException optional) {
                        // a class needing what is not on this class path (an optional dependency): not archived
                    }
                }
            }
        }
        loopback();
        mappedFile();
    }

    private static void loopback() throws IOException {
        try (ServerSocketChannel server = ServerSocketChannel.open();
             Selector selector = Selector.open()) {
            server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            try (SocketChannel a = SocketChannel.open(server.getLocalAddress()); SocketChannel b = server.accept()) {
                a.setOption(java.net.StandardSocketOptions.TCP_NODELAY, true);
                b.configureBlocking(false);
                b.register(selector, SelectionKey.OP_READ);
                a.write(ByteBuffer.allocateDirect(8).putLong(0, 1));
                selector.select(1000);
                b.read(ByteBuffer.allocateDirect(8));
            }
        }
    }

    private static void mappedFile() throws IOException {
        Path f = Files.createTempFile("mpj-training", ".ring");
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_WRITE, 0, 4096);
            map.putLong(0, 1);
        } finally {
            Files.deleteIfExists(f);
        }
    }
}
