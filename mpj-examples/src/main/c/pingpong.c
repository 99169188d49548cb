/* The C twin of examples.PingPong: same sizes, timing and CSV, on native MPI (reference for the
 * Java libraries). Build: mpicc -O2 -o pingpong pingpong.c
 * Run:   mpirun -np 2 --mca btl self,tcp ./pingpong 1,65536,4194304 2000 2000 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static long long now_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long) t.tv_sec * 1000000000LL + t.tv_nsec;
}

static int cmp(const void *a, const void *b) {
    long long x = *(const long long *) a, y = *(const long long *) b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    char sizes_arg[256] = "1,65536,4194304";
    if (argc > 1) snprintf(sizes_arg, sizeof sizes_arg, "%s", argv[1]);
    int reps = argc > 2 ? atoi(argv[2]) : 1000, warmup = argc > 3 ? atoi(argv[3]) : 1000;
    if (rank == 0) printf("bytes,reps,median_us,min_us,max_us,bandwidth_MBps\n");
    for (char *tok = strtok(sizes_arg, ","); tok; tok = strtok(NULL, ",")) {
        int size = atoi(tok);
        int n = size >= (1 << 20) ? (reps / 20 > 10 ? reps / 20 : 10) : reps;
        int w = size >= (1 << 20) ? (warmup / 20 > 5 ? warmup / 20 : 5) : warmup;
        char *buf = calloc(size > 0 ? size : 1, 1);
        long long *one_way = calloc(n, sizeof *one_way);
        MPI_Barrier(MPI_COMM_WORLD);
        for (int i = -w; i < n; i++) {
            if (rank == 0) {
                long long t0 = now_ns();
                MPI_Send(buf, size, MPI_BYTE, 1, 1, MPI_COMM_WORLD);
                MPI_Recv(buf, size, MPI_BYTE, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                if (i >= 0) one_way[i] = (now_ns() - t0) / 2;
            } else if (rank == 1) {
                MPI_Recv(buf, size, MPI_BYTE, 0, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                MPI_Send(buf, size, MPI_BYTE, 0, 1, MPI_COMM_WORLD);
            }
        }
        if (rank == 0) {
            qsort(one_way, n, sizeof *one_way, cmp);
            double median = one_way[n / 2] / 1e3;
            printf("%d,%d,%.2f,%.2f,%.2f,%.1f\n", size, n, median, one_way[0] / 1e3, one_way[n - 1] / 1e3, size / median);
        }
        free(buf);
        free(one_way);
    }
    MPI_Finalize();
    return 0;
}
