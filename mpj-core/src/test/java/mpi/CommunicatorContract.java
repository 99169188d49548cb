package mpi;

import io.mpj.config.Config;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Communicators, groups and topologies built over a transport. */
public abstract class CommunicatorContract {
    protected abstract TestJob.Jobs jobs();

    @Test
    void splitByColourOrdersByKeyThenRank() throws Exception {
        TestJob.run(jobs(), 6, w -> {
            int r = w.Rank();
            // colours: even and odd ranks; keys reverse the order; rank 5 opts out
            Intracomm sub = w.Split(r == 5 ? MPI.UNDEFINED : r % 2, -r);
            if (r == 5) {
                assertNull(sub);
                return;
            }
            int size = r % 2 == 0 ? 3 : 2;
            assertEquals(size, sub.Size());
            int[] order = r % 2 == 0 ? new int[] {4, 2, 0} : new int[] {3, 1};
            assertEquals(java.util.Arrays.stream(order).boxed().toList().indexOf(r), sub.Rank());
            int[] ranks = new int[size];
            sub.Allgather(new int[] {r}, 0, 1, MPI.INT, ranks, 0, 1, MPI.INT);
            assertArrayEquals(order, ranks, "members in key order");
            // traffic on the new communicator does not mix with the parent's
            int[] sum = new int[1];
            sub.Allreduce(new int[] {r}, 0, sum, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(r % 2 == 0 ? 6 : 4, sum[0]);
            assertEquals(MPI.UNEQUAL, Comm.Compare(w, sub));
            sub.Free();
        });
    }

    @Test
    void createFromDisjointGroupsGivesEachItsOwnAndFromConflictingGroupsFailsInsteadOfWaiting() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            Group all = w.Group();
            // disjoint groups (MPI-2.2): {0, 1} and {2}
            Intracomm own = w.Create(r < 2 ? all.Incl(new int[] {0, 1}) : all.Incl(new int[] {2}));
            assertEquals(r < 2 ? 2 : 1, own.Size());
            int[] sum = {r};
            own.Allreduce(sum, 0, sum, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(r < 2 ? 1 : 2, sum[0]);
            // rank 1 leaves itself out of the group ranks 0 and 2 give: they fail, rank 1 gets its own
            Group conflicting = r == 1 ? all.Incl(new int[] {1}) : all.Incl(new int[] {0, 1, 2});
            if (r == 1) {
                assertEquals(1, w.Create(conflicting).Size());
            } else {
                MPIException e = Errors.expect(MPI.ERR_GROUP, () -> w.Create(conflicting));
                assertTrue(e.getMessage().startsWith("Intracomm.Create: rank 1 of the communicator gave another group"), e.getMessage());
            }
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // the parent still works
            assertEquals(3, v[0]);
        });
    }

    @Test
    void aBadArgumentToSplitOrCreateCartOnOneRankFailsTheOthersInsteadOfTheirNextCalls() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            if (r == 1) {
                Errors.expect(MPI.ERR_ARG, () -> w.Split(-5, 0));
                Errors.expect(MPI.ERR_DIMS, () -> w.Create_cart(new int[] {0}, new boolean[] {false}, false));
            } else {
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Split(0, r)); // told by rank 1, or by a rank it told first
                assertTrue(e.getMessage().contains(" left this call after an error there"), e.getMessage());
                Errors.expect(MPI.ERR_OTHER, () -> w.Create_cart(new int[] {3}, new boolean[] {false}, false));
            }
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // every rank's next call is the same one
            assertEquals(3, v[0]);
            assertEquals(r == 2 ? 1 : 2, w.Split(r == 2 ? 1 : 0, r).Size()); // and the next constructor works
        });
    }

    @Test
    void aConstructorAgainstThePlainCollectiveItUsesIsADisagreementNamedByTheConstructor() throws Exception {
        TestJob.run(jobs(), 2, w -> {
            MPIException e = w.Rank() == 0
                    ? Errors.expect(MPI.ERR_OTHER, () -> w.Split(0, 0))
                    : Errors.expect(MPI.ERR_OTHER, () -> w.Allgather(new int[] {1, 2}, 0, 2, MPI.INT, new int[4], 0, 2, MPI.INT));
            assertTrue(e.getMessage().contains("Intracomm.Split's Allgather"), e.getMessage());
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // both left call #1: the next is the same on both
            assertEquals(2, v[0]);
        });
    }

    @Test
    void topologiesThatDifferBetweenRanksFailOnEveryRankInsteadOfMixingGrids() throws Exception {
        TestJob.run(jobs(), 3, w -> {
            int r = w.Rank();
            String why = "gave another topology than this rank's";
            // the same members (all three), other grids: a 3x1 grid on rank 1, 1x3 on the others
            MPIException e = Errors.expect(MPI.ERR_TOPOLOGY,
                    () -> w.Create_cart(r == 1 ? new int[] {3, 1} : new int[] {1, 3}, new boolean[2], false));
            assertTrue(e.getMessage().startsWith("Intracomm.Create_cart: rank ") && e.getMessage().contains(why), e.getMessage());
            Errors.expect(MPI.ERR_TOPOLOGY, () -> w.Create_cart(new int[] {3}, new boolean[] {r == 2}, false));
            // a ring on every rank but rank 0, which gives a chain
            int[] edges = r == 0 ? new int[] {1, 0, 2, 1} : new int[] {1, 2, 0, 2, 0, 1};
            int[] index = r == 0 ? new int[] {1, 3, 4} : new int[] {2, 4, 6};
            e = Errors.expect(MPI.ERR_TOPOLOGY, () -> w.Create_graph(index, edges, false));
            assertTrue(e.getMessage().startsWith("Intracomm.Create_graph: rank ") && e.getMessage().contains(why), e.getMessage());
            int[] v = {1};
            w.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // every rank's next call is the same one
            assertEquals(3, v[0]);
            Cartcomm ring = w.Create_cart(new int[] {3}, new boolean[] {true}, false);
            assertEquals((r + 1) % 3, ring.Shift(0, 1).rank_dest);
        });
    }

    @Test
    void aBadRemainDimsOnOneRankFailsTheOthersSubInsteadOfTheirNextCalls() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            Cartcomm grid = w.Create_cart(new int[] {2, 2}, new boolean[] {false, false}, false);
            if (w.Rank() == 1) {
                Errors.expect(MPI.ERR_ARG, () -> grid.Sub(new boolean[] {true}));
            } else {
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> grid.Sub(new boolean[] {true, false}));
                assertTrue(e.getMessage().contains(" left this call after an error there"), e.getMessage());
            }
            int[] v = {1};
            grid.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // every rank's next call on the grid is the same one
            assertEquals(4, v[0]);
            assertEquals(2, grid.Sub(new boolean[] {false, true}).Size());
        });
    }

    @Test
    void createFromGroupsAndGroupAlgebra() throws Exception {
        TestJob.run(jobs(), 5, w -> {
            Group all = w.Group();
            Group evens = all.Incl(new int[] {4, 2, 0});
            Group odds = all.Excl(new int[] {0, 2, 4});
            assertEquals(3, evens.Size());
            assertEquals(w.Rank() % 2 == 0 ? (4 - w.Rank()) / 2 : MPI.UNDEFINED, evens.Rank());
            assertEquals(MPI.SIMILAR, Group.Compare(evens, all.Range_incl(new int[][] {{0, 4, 2}})));
            assertEquals(MPI.IDENT, Group.Compare(odds, all.Range_excl(new int[][] {{0, 4, 2}})));
            assertEquals(MPI.IDENT, Group.Compare(all, all.Range_incl(new int[][] {{0, 4, 1}})));
            assertEquals(5, Group.Union(evens, odds).Size());
            assertEquals(0, Group.Intersection(evens, odds).Size());
            assertEquals(MPI.IDENT, Group.Compare(Group.Difference(all, odds), all.Incl(new int[] {0, 2, 4})));
            // odds then evens: [1, 3, 4, 2, 0]
            assertArrayEquals(new int[] {4, 0, MPI.PROC_NULL, 2},
                    Group.Translate_ranks(all, new int[] {0, 1, MPI.PROC_NULL, 4}, Group.Union(odds, evens)));
            assertArrayEquals(new int[] {MPI.UNDEFINED, 0, MPI.PROC_NULL, MPI.UNDEFINED},
                    Group.Translate_ranks(all, new int[] {0, 1, MPI.PROC_NULL, 4}, odds));
            Errors.expect(MPI.ERR_RANK, () -> all.Incl(new int[] {1, 1}));
            Errors.expect(MPI.ERR_RANK, () -> all.Incl(new int[] {5}));
            Intracomm ev = w.Create(evens);
            if (w.Rank() % 2 == 1) {
                assertNull(ev);
            } else {
                assertEquals((4 - w.Rank()) / 2, ev.Rank());
                int[] b = {ev.Rank() == 0 ? 42 : 0};
                ev.Bcast(b, 0, 1, MPI.INT, 0);
                assertEquals(42, b[0]);
            }
        });
    }

    @Test
    void cartesianShiftsWithAndWithoutPeriodicEdges() throws Exception {
        TestJob.run(jobs(), 6, w -> {
            int[] dims = {0, 0};
            Cartcomm.Dims_create(6, dims);
            assertArrayEquals(new int[] {3, 2}, dims);
            Cartcomm grid = w.Create_cart(dims, new boolean[] {true, false}, false);
            int r = grid.Rank();
            CartParms parms = grid.Get();
            assertArrayEquals(new int[] {r / 2, r % 2}, parms.coords);
            assertEquals(MPI.CART, grid.Topo_test());
            assertEquals(r, grid.Rank(parms.coords));
            ShiftParms down = grid.Shift(0, 1); // periodic
            assertEquals(((r / 2 + 2) % 3) * 2 + r % 2, down.rank_source);
            assertEquals(((r / 2 + 1) % 3) * 2 + r % 2, down.rank_dest);
            ShiftParms right = grid.Shift(1, 1); // not periodic
            assertEquals(r % 2 == 0 ? MPI.PROC_NULL : r - 1, right.rank_source);
            assertEquals(r % 2 == 1 ? MPI.PROC_NULL : r + 1, right.rank_dest);
            // a halo exchange along the open dimension: edges talk to PROC_NULL
            int[] got = {-1};
            grid.Sendrecv(new int[] {r}, 0, 1, MPI.INT, right.rank_dest, 0, got, 0, 1, MPI.INT, right.rank_source, 0);
            assertEquals(r % 2 == 0 ? -1 : r - 1, got[0]);
            Cartcomm column = grid.Sub(new boolean[] {true, false});
            assertEquals(3, column.Size());
            assertArrayEquals(new int[] {3}, column.Get().dims);
            Errors.expect(MPI.ERR_ARG, () -> grid.Rank(new int[] {0, 2}));
            Errors.expect(MPI.ERR_TOPOLOGY, () -> w.Create_cart(new int[] {4, 2}, new boolean[2], false));
            Errors.expect(MPI.ERR_DIMS, () -> Cartcomm.Dims_create(7, new int[] {2, 0}));
            int[] d3 = {0, 3, 0};
            Cartcomm.Dims_create(24, d3);
            assertArrayEquals(new int[] {4, 3, 2}, d3);
        });
    }

    @Test
    void graphTopology() throws Exception {
        TestJob.run(jobs(), 4, w -> {
            // a ring 0-1-2-0 over the first three ranks; rank 3 is left out
            Graphcomm g = w.Create_graph(new int[] {2, 4, 6}, new int[] {1, 2, 0, 2, 0, 1}, false);
            if (w.Rank() == 3) {
                assertNull(g);
                return;
            }
            assertEquals(MPI.GRAPH, g.Topo_test());
            assertArrayEquals(new int[] {0, 2}, g.Neighbours(1));
            assertArrayEquals(new int[] {2, 4, 6}, g.Get().index);
            assertTrue(g.Dup() instanceof Graphcomm);
        });
    }

    /**
     * Two groups (even and odd ranks of COMM_WORLD) joined by an intercommunicator, p = 4, 5 and 6:
     * its ranks, the remote group, point-to-point across it (named and ANY_SOURCE receives), Dup, and
     * Merge with the odd group high.
     */
    @ParameterizedTest(name = "p={0}")
    @ValueSource(ints = {4, 5, 6})
    void intercommunicatorsCreateExchangeAndMerge(int p) throws Exception {
        TestJob.run(jobs(), p, w -> {
            int me = w.Rank();
            int color = me % 2;
            Intracomm local = w.Split(color, me);
            Intercomm inter = w.Create_intercomm(local, 0, 1 - color, 7); // w is the peer, as in mpiJava
            int n = local.Size();
            int remoteSize = p / 2 + (color == 0 ? 0 : p % 2);
            assertTrue(inter.Test_inter());
            assertEquals(n, inter.Size());
            assertEquals(me / 2, inter.Rank());
            assertEquals(remoteSize, inter.Remote_size());
            int[] remoteWorld = Group.Translate_ranks(inter.Remote_group(), new int[] {0}, w.Group());
            assertEquals(1 - color, remoteWorld[0], "the remote group's rank 0 is the other leader");

            int i = inter.Rank();
            if (i < Math.min(n, remoteSize)) { // rank i of each group with rank i of the other
                int[] got = new int[1];
                Status s = inter.Sendrecv(new int[] {me}, 0, 1, MPI.INT, i, 3, got, 0, 1, MPI.INT, i, 3);
                assertEquals(2 * i + (1 - color), got[0], "from the other group's rank " + i);
                assertEquals(i, s.source, "a status names the remote rank");
            }
            Intercomm dup = inter.Dup();
            Request sent = dup.Isend(new int[] {me}, 0, 1, MPI.INT, 0, 5);
            if (i == 0) { // every remote rank sends to this leader on the duplicate
                for (int k = 0; k < remoteSize; k++) {
                    int[] got = new int[1];
                    Status s = dup.Recv(got, 0, 1, MPI.INT, MPI.ANY_SOURCE, 5);
                    assertEquals(2 * s.source + (1 - color), got[0]);
                }
            }
            sent.Wait();

            Intracomm merged = inter.Merge(color == 1);
            assertEquals(p, merged.Size());
            assertEquals(color == 0 ? i : (p + 1) / 2 + i, merged.Rank(), "the low (even) group first");
            int[] sum = {me};
            merged.Allreduce(sum, 0, sum, 0, 1, MPI.INT, MPI.SUM);
            assertEquals(p * (p - 1) / 2, sum[0]);
            Errors.expect(MPI.ERR_RANK, () -> inter.Send(new int[1], 0, 1, MPI.INT, remoteSize, 0));
        });
    }

    @Test
    void aLeaderThatFailsCreateIntercommReleasesItsGroupInsteadOfLeavingItWaiting() throws Exception {
        TestJob.run(jobs(), 4, Config.fromSystem(), 30, w -> {
            int me = w.Rank();
            Intracomm local = w.Split(me % 2, me);
            if (local.Rank() == 0) { // the leaders name a remote leader the peer communicator does not have
                MPIException e = Errors.expect(MPI.ERR_RANK, () -> w.Create_intercomm(local, 0, 9, 7));
                assertTrue(e.getMessage().startsWith("Comm.Create_intercomm: remoteLeader=9 is not a rank of the peer communicator"),
                        e.getMessage());
            } else {
                MPIException e = Errors.expect(MPI.ERR_OTHER, () -> w.Create_intercomm(local, 0, 9, 7));
                assertTrue(e.getMessage().contains("rank 0 left this call after an error there"), e.getMessage());
            }
            if (me == 2) { // and a bad localLeader on one rank: the others fail in the first step, not wait in it
                Errors.expect(MPI.ERR_RANK, () -> w.Create_intercomm(local, 5, 1, 7));
            } else if (me == 0) {
                Errors.expect(MPI.ERR_OTHER, () -> w.Create_intercomm(local, 0, 1, 7));
            }
            int[] v = {1};
            local.Allreduce(v, 0, v, 0, 1, MPI.INT, MPI.SUM); // every rank's next call on its group is the same one
            assertEquals(2, v[0]);
            Intercomm inter = w.Create_intercomm(local, 0, 1 - me % 2, 7);
            assertEquals(2, inter.Remote_size());
        });
    }
}
