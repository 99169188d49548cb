package io.mpj.runtime;

import io.mpj.config.Config;
import io.mpj.engine.PeerRouter;
import io.mpj.engine.PointToPointEngine;
import io.mpj.transport.Doorbell;
import io.mpj.transport.Endpoint;
import io.mpj.transport.Transport;
import io.mpj.transport.TransportContext;
import io.mpj.transport.TransportProvider;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Connects a rank's devices in one exchange: every device takes its resources and writes its card,
 * the cards of all devices travel together through the rendezvous (after where the rank runs), then
 * each device connects with every rank's card of its own, and the router puts them side by side. A
 * rank whose peers joined with other devices fails with a message naming both lists.
 */
final class Wireup {
    /** What the wire-up gives the runtime: the routed devices, and where every rank runs. */
    record Wired(PeerRouter router, Placement placement) {}

    private Wireup() {}

    /** A doorbell the devices get before the router exists, rung through it once it does. */
    private static final class LateDoorbell implements Doorbell {
        private volatile Doorbell target;

        @Override
        public void ring(int peer) {
            Doorbell t = target;
            if (t != null) t.ring(peer);
        }
    }

    /** The connected devices of this rank (after the self device), routed per peer. */
    static Wired connect(List<TransportProvider> providers, int rank, int size, byte[] secret, Rendezvous rendezvous,
                              Config config, PointToPointEngine engine, PeerRouter.Device self) throws IOException {
        LateDoorbell bell = new LateDoorbell();
        TransportContext ctx = new TransportContext(rank, size, secret, rendezvous.localAddress(), config, bell);
        List<Endpoint> open = new ArrayList<>();
        List<Transport> connected = new ArrayList<>();
        try {
            for (TransportProvider p : providers) open.add(p.open(ctx));
            byte[][] all = rendezvous.exchange(join(providers, open));
            Placement placement = new Placement(new String[size], new String[size]);
            List<PeerRouter.Device> devices = new ArrayList<>(List.of(self));
            for (int d = 0; d < providers.size(); d++) {
                byte[][] cards = new byte[size][];
                for (int r = 0; r < size; r++) cards[r] = cardOf(all[r], r, d, providers, placement);
                Transport t = open.get(d).connect(cards, engine);
                connected.add(t);
                devices.add(new PeerRouter.Device(providers.get(d).name(), providers.get(d).preference(), t));
            }
            PeerRouter router = new PeerRouter(size, devices);
            bell.target = router;
            return new Wired(router, placement);
        } catch (IOException | RuntimeException e) {
            for (Transport t : connected) t.close();
            for (int d = connected.size(); d < open.size(); d++) open.get(d).abandon();
            throw e;
        }
    }

    /** This rank's card: where it runs, then the devices' names and cards, in order. */
    private static byte[] join(List<TransportProvider> providers, List<Endpoint> endpoints) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        Placement.writeThis(out);
        out.writeInt(providers.size());
        for (int d = 0; d < providers.size(); d++) {
            out.writeUTF(providers.get(d).name());
            byte[] card = endpoints.get(d).card();
            out.writeInt(card.length);
            out.write(card);
        }
        return bytes.toByteArray();
    }

    /**
     * Device {@code d}'s card in rank {@code r}'s joined card, after checking that r joined with the same
     * devices; where r runs goes to {@code placement}.
     */
    private static byte[] cardOf(byte[] joined, int r, int d, List<TransportProvider> providers, Placement placement)
            throws IOException {
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(joined));
        placement.read(r, in);
        int n = in.readInt();
        List<String> names = new ArrayList<>();
        byte[] wanted = null;
        for (int i = 0; i < n; i++) {
            names.add(in.readUTF());
            byte[] card = new byte[in.readInt()];
            in.readFully(card);
            if (i == d) wanted = card;
        }
        List<String> mine = providers.stream().map(TransportProvider::name).toList();
        if (!names.equals(mine)) {
            throw new IOException("rank " + r + " joined with devices " + names + ", this rank with " + mine
                    + "; every rank must use the same devices (mpj.device / --dev)");
        }
        return wanted;
    }
}
