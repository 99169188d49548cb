/* Two threads pinned to CPUs 0 and 1 pass a counter through two cache lines, 2 million times: the
   machine's own one-way latency between the cores the two ranks run on, to tell the host's state
   from the library's. */
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdatomic.h>
#include <time.h>
static _Alignas(128) _Atomic long ping;
static _Alignas(128) _Atomic long pong;
enum { N = 2000000 };
static void pin(int c) { cpu_set_t s; CPU_ZERO(&s); CPU_SET(c, &s); pthread_setaffinity_np(pthread_self(), sizeof s, &s); }
static void *other(void *a) { pin(1); for (long i = 1; i <= N; i++) { while (atomic_load_explicit(&ping, memory_order_acquire) != i) ; atomic_store_explicit(&pong, i, memory_order_release); } return 0; }
int main(void) {
    pthread_t t; pin(0); pthread_create(&t, 0, other, 0);
    struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
    for (long i = 1; i <= N; i++) { atomic_store_explicit(&ping, i, memory_order_release); while (atomic_load_explicit(&pong, memory_order_acquire) != i) ; }
    clock_gettime(CLOCK_MONOTONIC, &b); pthread_join(t, 0);
    printf("%.1f ns one way\n", ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / N / 2);
}
