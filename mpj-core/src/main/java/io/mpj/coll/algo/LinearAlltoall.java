package io.mpj.coll.algo;

import io.mpj.buffer.Blocks;
import io.mpj.buffer.Buf;
import io.mpj.coll.Algorithms;
import io.mpj.coll.Peers;
import io.mpj.engine.MessageRequest;

import static io.mpj.coll.CollectiveTags.LINEAR_ALLTOALL;

/** Every receive and every send posted at once, then one wait for all of them. */
public final class LinearAlltoall implements Algorithms.Alltoall {
    @Override
    public String name() {
        return "linear";
    }

    @Override
    public void alltoall(Peers p, Buf send, Blocks sendBlocks, Buf recv, Blocks recvBlocks) {
        int n = p.size();
        int r = p.rank();
        MessageRequest[] rs = new MessageRequest[2 * (n - 1)];
        int k = 0;
        for (int s = 1; s < n; s++) rs[k++] = p.irecv(recvBlocks.of(recv, (r - s + n) % n), (r - s + n) % n, LINEAR_ALLTOALL);
        for (int s = 1; s < n; s++) rs[k++] = p.isend(sendBlocks.of(send, (r + s) % n), (r + s) % n, LINEAR_ALLTOALL);
        sendBlocks.of(send, r).copyTo(recvBlocks.of(recv, r));
        p.waitAll(rs);
    }
}
