/* mpijni.c: the native half of the mpiJava-style binding (package mpi in mpj-jni) over Open MPI.
 * Blocking calls work on the Java arrays in place (JNI critical regions: no copy, no JNI call until
 * released); non-blocking calls and user-defined reductions, which call back into Java, work on
 * native copies. Classes and method IDs are looked up once, in JNI_OnLoad. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <jni.h>
#include <mpi.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Datatype codes of mpi.Datatype: element size, MPI type for messages and for reductions. */
enum { T_BYTE = 1, T_CHAR, T_SHORT, T_BOOLEAN, T_INT, T_LONG, T_FLOAT, T_DOUBLE, T_OBJECT };
static const int ELEM_SIZE[] = {0, 1, 2, 2, 1, 4, 8, 4, 8, 1};
enum { BINDING_ERROR = MPI_ERR_ARG };

static MPI_Datatype message_type(int code) {
    switch (code) {
    case T_CHAR: return MPI_UNSIGNED_SHORT;
    case T_SHORT: return MPI_SHORT;
    case T_BOOLEAN: return MPI_C_BOOL;
    case T_INT: return MPI_INT;
    case T_LONG: return MPI_INT64_T;
    case T_FLOAT: return MPI_FLOAT;
    case T_DOUBLE: return MPI_DOUBLE;
    default: return MPI_BYTE;
    }
}

static MPI_Datatype reduction_type(int code) { /* MPI defines no arithmetic on MPI_BYTE */
    return code == T_BYTE ? MPI_SIGNED_CHAR : message_type(code);
}

static MPI_Op predefined_op(int code) {
    switch (code) {
    case 1: return MPI_SUM;
    case 2: return MPI_MAX;
    case 3: return MPI_MIN;
    case 4: return MPI_PROD;
    case 5: return MPI_LAND;
    case 6: return MPI_BAND;
    case 7: return MPI_LOR;
    case 8: return MPI_BOR;
    case 9: return MPI_LXOR;
    case 10: return MPI_BXOR;
    default: return MPI_OP_NULL;
    }
}

static jmethodID user_function_call;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void) reserved;
    /* Open MPI loads its components with dlopen; they need libmpi's symbols global, which a JVM's
     * System.loadLibrary (RTLD_LOCAL) does not give them. */
    if (!dlopen("libmpi.so.40", RTLD_NOW | RTLD_GLOBAL | RTLD_NOLOAD) && !dlopen("libmpi.so.40", RTLD_NOW | RTLD_GLOBAL))
        dlopen("libmpi.so", RTLD_NOW | RTLD_GLOBAL);
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **) &env, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;
    jclass uf = (*env)->FindClass(env, "mpi/User_function");
    if (!uf) return JNI_ERR;
    user_function_call = (*env)->GetMethodID(env, uf, "Call", "(Ljava/lang/Object;ILjava/lang/Object;IILmpi/Datatype;)V");
    return user_function_call ? JNI_VERSION_1_8 : JNI_ERR;
}

/* ---- Java arrays as MPI buffers ---- */
typedef struct {
    jarray array;
    char *base;   /* critical pointer to the array, or NULL */
    char *copy;   /* native copy, or NULL */
} buffer;

/* Pointer to count elements at offset: into the array itself (critical) or into a native copy
 * filled from it when copy_in. A null array or zero count gives NULL and nothing to release. */
static void *acquire(JNIEnv *env, buffer *b, jobject array, int offset, int count, int code, bool critical, bool copy_in) {
    memset(b, 0, sizeof *b);
    if (!array || count <= 0) return NULL;
    b->array = (jarray) array;
    size_t off = (size_t) offset * ELEM_SIZE[code], len = (size_t) count * ELEM_SIZE[code];
    char *elems = (*env)->GetPrimitiveArrayCritical(env, b->array, NULL);
    if (critical) { b->base = elems; return elems + off; }
    b->copy = malloc(len);
    if (b->copy && copy_in) memcpy(b->copy, elems + off, len);
    (*env)->ReleasePrimitiveArrayCritical(env, b->array, elems, JNI_ABORT);
    return b->copy;
}

/* Ends a critical region, or writes a native copy back (when copy_out) and frees it. */
static void release(JNIEnv *env, buffer *b, int offset, int count, int code, bool copy_out) {
    if (b->base) (*env)->ReleasePrimitiveArrayCritical(env, b->array, b->base, 0);
    if (b->copy) {
        if (copy_out) {
            char *elems = (*env)->GetPrimitiveArrayCritical(env, b->array, NULL);
            memcpy(elems + (size_t) offset * ELEM_SIZE[code], b->copy, (size_t) count * ELEM_SIZE[code]);
            (*env)->ReleasePrimitiveArrayCritical(env, b->array, elems, 0);
        }
        free(b->copy);
    }
}

static void put_status(JNIEnv *env, jintArray out, MPI_Status *s, int code, int rc) {
    int count = 0;
    if (rc == MPI_SUCCESS) MPI_Get_count(s, message_type(code), &count);
    jint v[4] = {s->MPI_SOURCE, s->MPI_TAG, count, rc};
    (*env)->SetIntArrayRegion(env, out, 0, 4, v);
}

#define COMM(h) ((MPI_Comm) (intptr_t) (h))

/* ---- environment ---- */
JNIEXPORT jint JNICALL Java_mpi_Native_init(JNIEnv *env, jclass c) {
    (void) env; (void) c;
    /* The JVM handles SIGSEGV and SIGBUS itself (null checks, safepoints); Open MPI must not take
     * them over for its backtrace printer. A user setting wins. */
    setenv("OMPI_MCA_opal_signal", "", 0);
    int rc = MPI_Init(NULL, NULL);
    if (rc == MPI_SUCCESS) MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    return rc;
}

JNIEXPORT jint JNICALL Java_mpi_Native_finish(JNIEnv *env, jclass c) { (void) env; (void) c; return MPI_Finalize(); }
JNIEXPORT jdouble JNICALL Java_mpi_Native_wtime(JNIEnv *env, jclass c) { (void) env; (void) c; return MPI_Wtime(); }
JNIEXPORT jdouble JNICALL Java_mpi_Native_wtick(JNIEnv *env, jclass c) { (void) env; (void) c; return MPI_Wtick(); }

JNIEXPORT jstring JNICALL Java_mpi_Native_processorName(JNIEnv *env, jclass c) {
    (void) c;
    char name[MPI_MAX_PROCESSOR_NAME + 1] = {0};
    int len;
    MPI_Get_processor_name(name, &len);
    return (*env)->NewStringUTF(env, name);
}

JNIEXPORT jstring JNICALL Java_mpi_Native_errorString(JNIEnv *env, jclass c, jint code) {
    (void) c;
    char text[MPI_MAX_ERROR_STRING + 1] = {0};
    int len;
    if (MPI_Error_string(code, text, &len) != MPI_SUCCESS) strcpy(text, "unknown MPI error");
    return (*env)->NewStringUTF(env, text);
}

JNIEXPORT jint JNICALL Java_mpi_Native_errorClass(JNIEnv *env, jclass c, jint code) {
    (void) env; (void) c;
    int cls = MPI_ERR_UNKNOWN;
    MPI_Error_class(code, &cls);
    return cls;
}

JNIEXPORT jlong JNICALL Java_mpi_Native_commWorld(JNIEnv *env, jclass c) { (void) env; (void) c; return (jlong) (intptr_t) MPI_COMM_WORLD; }

JNIEXPORT jint JNICALL Java_mpi_Native_rank(JNIEnv *env, jclass c, jlong comm) {
    (void) env; (void) c;
    int r = -1;
    MPI_Comm_rank(COMM(comm), &r);
    return r;
}

JNIEXPORT jint JNICALL Java_mpi_Native_size(JNIEnv *env, jclass c, jlong comm) {
    (void) env; (void) c;
    int s = -1;
    MPI_Comm_size(COMM(comm), &s);
    return s;
}

JNIEXPORT jint JNICALL Java_mpi_Native_abort(JNIEnv *env, jclass c, jlong comm, jint code) {
    (void) env; (void) c;
    return MPI_Abort(COMM(comm), code);
}

/* ---- point-to-point ---- */
JNIEXPORT jint JNICALL Java_mpi_Native_send(JNIEnv *env, jclass c, jlong comm, jobject buf, jint off, jint count,
                                            jint type, jint dest, jint tag, jboolean sync) {
    (void) c;
    buffer b;
    void *p = acquire(env, &b, buf, off, count, type, true, false);
    int rc = (sync ? MPI_Ssend : MPI_Send)(p, count, message_type(type), dest, tag, COMM(comm));
    release(env, &b, off, count, type, false);
    return rc;
}

JNIEXPORT jint JNICALL Java_mpi_Native_recv(JNIEnv *env, jclass c, jlong comm, jobject buf, jint off, jint count,
                                            jint type, jint source, jint tag, jintArray status) {
    (void) c;
    buffer b;
    MPI_Status s;
    void *p = acquire(env, &b, buf, off, count, type, true, false);
    int rc = MPI_Recv(p, count, message_type(type), source, tag, COMM(comm), &s);
    release(env, &b, off, count, type, false);
    put_status(env, status, &s, type, rc);
    return rc;
}

JNIEXPORT jint JNICALL Java_mpi_Native_probe(JNIEnv *env, jclass c, jlong comm, jint source, jint tag, jintArray status) {
    (void) c;
    MPI_Status s;
    int rc = MPI_Probe(source, tag, COMM(comm), &s);
    put_status(env, status, &s, T_BYTE, rc);
    return rc;
}

JNIEXPORT jint JNICALL Java_mpi_Native_sendrecv(JNIEnv *env, jclass c, jlong comm, jobject sbuf, jint soff, jint scount,
                                                jint stype, jint dest, jint stag, jobject rbuf, jint roff, jint rcount,
                                                jint rtype, jint source, jint rtag, jintArray status) {
    (void) c;
    buffer sb, rb;
    MPI_Status s;
    bool same = sbuf && rbuf && (*env)->IsSameObject(env, sbuf, rbuf);
    void *sp = acquire(env, &sb, sbuf, soff, scount, stype, !same, true); /* MPI forbids aliased buffers */
    void *rp = acquire(env, &rb, rbuf, roff, rcount, rtype, true, false);
    int rc = MPI_Sendrecv(sp, scount, message_type(stype), dest, stag, rp, rcount, message_type(rtype), source, rtag,
                          COMM(comm), &s);
    release(env, &rb, roff, rcount, rtype, false);
    release(env, &sb, soff, scount, stype, false);
    put_status(env, status, &s, rtype, rc);
    return rc;
}

/* A pending non-blocking operation and the native copy it works on. */
typedef struct {
    MPI_Request request;
    buffer buf;
    int offset, count, type;
    bool receive;
} pending;

static jlong start(JNIEnv *env, bool receive, jlong comm, jobject buf, jint off, jint count, jint type, jint peer,
                   jint tag, jintArray rc_out) {
    pending *r = calloc(1, sizeof *r);
    jint rc = MPI_ERR_NO_MEM;
    if (r) {
        r->offset = off; r->count = count; r->type = type; r->receive = receive;
        void *p = acquire(env, &r->buf, buf, off, count, type, false, !receive);
        if (count > 0 && !p) rc = MPI_ERR_NO_MEM;
        else if (receive) rc = MPI_Irecv(p, count, message_type(type), peer, tag, COMM(comm), &r->request);
        else rc = MPI_Isend(p, count, message_type(type), peer, tag, COMM(comm), &r->request);
        if (rc == MPI_SUCCESS && receive && r->buf.array) r->buf.array = (*env)->NewGlobalRef(env, r->buf.array);
        if (rc != MPI_SUCCESS) { free(r->buf.copy); free(r); r = NULL; }
    }
    (*env)->SetIntArrayRegion(env, rc_out, 0, 1, &rc);
    return (jlong) (intptr_t) r;
}

JNIEXPORT jlong JNICALL Java_mpi_Native_isend(JNIEnv *env, jclass c, jlong comm, jobject buf, jint off, jint count,
                                              jint type, jint dest, jint tag, jintArray rc) {
    (void) c;
    return start(env, false, comm, buf, off, count, type, dest, tag, rc);
}

JNIEXPORT jlong JNICALL Java_mpi_Native_irecv(JNIEnv *env, jclass c, jlong comm, jobject buf, jint off, jint count,
                                              jint type, jint source, jint tag, jintArray rc) {
    (void) c;
    return start(env, true, comm, buf, off, count, type, source, tag, rc);
}

JNIEXPORT jint JNICALL Java_mpi_Native_waitRequest(JNIEnv *env, jclass c, jlong handle, jintArray status) {
    (void) c;
    pending *r = (pending *) (intptr_t) handle;
    MPI_Status s;
    int rc = MPI_Wait(&r->request, &s);
    int received = 0;
    if (rc == MPI_SUCCESS && r->receive) MPI_Get_count(&s, message_type(r->type), &received);
    release(env, &r->buf, r->offset, received, r->type, r->receive && rc == MPI_SUCCESS);
    if (r->receive && r->buf.array) (*env)->DeleteGlobalRef(env, r->buf.array);
    if (!r->receive) { s.MPI_SOURCE = MPI_PROC_NULL; s.MPI_TAG = MPI_ANY_TAG; }
    put_status(env, status, &s, r->type, rc);
    free(r);
    return rc;
}

/* ---- collectives ---- */
JNIEXPORT jint JNICALL Java_mpi_Native_barrier(JNIEnv *env, jclass c, jlong comm) { (void) env; (void) c; return MPI_Barrier(COMM(comm)); }

JNIEXPORT jint JNICALL Java_mpi_Native_bcast(JNIEnv *env, jclass c, jlong comm, jobject buf, jint off, jint count,
                                             jint type, jint root) {
    (void) c;
    buffer b;
    void *p = acquire(env, &b, buf, off, count, type, true, false);
    int rc = MPI_Bcast(p, count, message_type(type), root, COMM(comm));
    release(env, &b, off, count, type, false);
    return rc;
}

enum { GATHER, SCATTER, ALLGATHER, ALLTOALL };

JNIEXPORT jint JNICALL Java_mpi_Native_exchange(JNIEnv *env, jclass c, jint kind, jlong comm, jobject sbuf, jint soff,
                                                jint scount, jint stype, jobject rbuf, jint roff, jint rcount,
                                                jint rtype, jint root) {
    (void) c;
    int p, me;
    MPI_Comm_size(COMM(comm), &p);
    MPI_Comm_rank(COMM(comm), &me);
    /* only the root's many-block buffer matters; the blocks a buffer holds: */
    int sblocks = kind == ALLTOALL || (kind == SCATTER && me == root) ? p : kind == SCATTER ? 0 : 1;
    int rblocks = kind == ALLGATHER || kind == ALLTOALL || (kind == GATHER && me == root) ? p : kind == GATHER ? 0 : 1;
    bool same = sbuf && rbuf && (*env)->IsSameObject(env, sbuf, rbuf);
    buffer sb, rb;
    void *sp = acquire(env, &sb, sbuf, soff, scount * sblocks, stype, !same, true);
    void *rp = acquire(env, &rb, rbuf, roff, rcount * rblocks, rtype, true, false);
    MPI_Datatype st = message_type(stype), rt = message_type(rtype);
    int rc;
    switch (kind) {
    case GATHER: rc = MPI_Gather(sp, scount, st, rp, rcount, rt, root, COMM(comm)); break;
    case SCATTER: rc = MPI_Scatter(sp, scount, st, rp, rcount, rt, root, COMM(comm)); break;
    case ALLGATHER: rc = MPI_Allgather(sp, scount, st, rp, rcount, rt, COMM(comm)); break;
    default: rc = MPI_Alltoall(sp, scount, st, rp, rcount, rt, COMM(comm)); break;
    }
    release(env, &rb, roff, rcount * rblocks, rtype, false);
    release(env, &sb, soff, scount * sblocks, stype, false);
    return rc;
}

enum { ALLGATHERV, ALLTOALLV, GATHERV, SCATTERV };

/* The elements a buffer must hold for blocks at these displacements: the end of the last block. */
static int extent(const int *counts, const int *displs, int p) {
    int e = 0;
    for (int i = 0; i < p; i++) if (counts[i] > 0 && displs[i] + counts[i] > e) e = displs[i] + counts[i];
    return e;
}

/* Copies a Java int[] of p entries (NULL: none); done before any buffer is pinned, as JNI asks. */
static int *ints(JNIEnv *env, jintArray a, int p) {
    if (!a) return NULL;
    int *out = malloc(sizeof(int) * (size_t) (p > 0 ? p : 1));
    if (out) (*env)->GetIntArrayRegion(env, a, 0, p, (jint *) out);
    return out;
}

/* The elements of one side: none (no counts: a side that does not matter on this rank), one block's
 * count (no displacements), or the end of the last block. */
static int elements(const int *counts, const int *displs, int p) {
    return !counts ? 0 : !displs ? counts[0] : extent(counts, displs, p);
}

/* Allgatherv and Gatherv (scounts: this rank's count alone), Scatterv (rcounts: this rank's count
 * alone), Alltoallv; a non-root's counts and displacements on the root's side are null. */
JNIEXPORT jint JNICALL Java_mpi_Native_exchangev(JNIEnv *env, jclass c, jint kind, jlong comm, jobject sbuf, jint soff,
                                                 jintArray scounts, jintArray sdispls, jint stype, jobject rbuf, jint roff,
                                                 jintArray rcounts, jintArray rdispls, jint rtype, jint root) {
    (void) c;
    int p;
    MPI_Comm_size(COMM(comm), &p);
    int *sc = ints(env, scounts, sdispls ? p : 1), *sd = ints(env, sdispls, p);
    int *rc_ = ints(env, rcounts, rdispls ? p : 1), *rd = ints(env, rdispls, p);
    int sext = elements(sc, sd, p), rext = elements(rc_, rd, p);
    bool same = sbuf && rbuf && (*env)->IsSameObject(env, sbuf, rbuf);
    buffer sb, rb;
    void *sp = acquire(env, &sb, sbuf, soff, sext, stype, !same, true);
    void *rp = acquire(env, &rb, rbuf, roff, rext, rtype, true, false);
    MPI_Datatype st = message_type(stype), rt = message_type(rtype);
    int rc;
    switch (kind) {
    case ALLGATHERV: rc = MPI_Allgatherv(sp, sc[0], st, rp, rc_, rd, rt, COMM(comm)); break;
    case GATHERV: rc = MPI_Gatherv(sp, sc[0], st, rp, rc_, rd, rt, root, COMM(comm)); break;
    case SCATTERV: rc = MPI_Scatterv(sp, sc, sd, st, rp, rc_[0], rt, root, COMM(comm)); break;
    default: rc = MPI_Alltoallv(sp, sc, sd, st, rp, rc_, rd, rt, COMM(comm)); break;
    }
    release(env, &rb, roff, rext, rtype, false);
    release(env, &sb, soff, sext, stype, false);
    free(sc); free(sd); free(rc_); free(rd);
    return rc;
}

/* A user-defined reduction calls back into the Java User_function of the call in progress on this
 * thread. MPI calls it from inside the reduction, on the calling thread. */
static __thread JNIEnv *cb_env;
static __thread jobject cb_function, cb_datatype;
static __thread int cb_type;
static __thread jthrowable cb_error;

static void user_trampoline(void *in, void *inout, int *len, MPI_Datatype *dt) {
    (void) dt;
    JNIEnv *env = cb_env;
    int n = *len;
    if (cb_error || !env || n <= 0) return;
    size_t bytes = (size_t) n * ELEM_SIZE[cb_type];
    jarray x, y;
    switch (cb_type) {
    case T_BYTE: x = (*env)->NewByteArray(env, n); y = (*env)->NewByteArray(env, n); break;
    case T_CHAR: x = (*env)->NewCharArray(env, n); y = (*env)->NewCharArray(env, n); break;
    case T_SHORT: x = (*env)->NewShortArray(env, n); y = (*env)->NewShortArray(env, n); break;
    case T_BOOLEAN: x = (*env)->NewBooleanArray(env, n); y = (*env)->NewBooleanArray(env, n); break;
    case T_INT: x = (*env)->NewIntArray(env, n); y = (*env)->NewIntArray(env, n); break;
    case T_LONG: x = (*env)->NewLongArray(env, n); y = (*env)->NewLongArray(env, n); break;
    case T_FLOAT: x = (*env)->NewFloatArray(env, n); y = (*env)->NewFloatArray(env, n); break;
    default: x = (*env)->NewDoubleArray(env, n); y = (*env)->NewDoubleArray(env, n); break;
    }
    if (!x || !y) { cb_error = (*env)->NewGlobalRef(env, (*env)->ExceptionOccurred(env)); (*env)->ExceptionClear(env); return; }
    char *e = (*env)->GetPrimitiveArrayCritical(env, x, NULL);
    memcpy(e, in, bytes);
    (*env)->ReleasePrimitiveArrayCritical(env, x, e, 0);
    e = (*env)->GetPrimitiveArrayCritical(env, y, NULL);
    memcpy(e, inout, bytes);
    (*env)->ReleasePrimitiveArrayCritical(env, y, e, 0);
    (*env)->CallVoidMethod(env, cb_function, user_function_call, x, 0, y, 0, n, cb_datatype);
    if ((*env)->ExceptionCheck(env)) {
        cb_error = (*env)->NewGlobalRef(env, (*env)->ExceptionOccurred(env));
        (*env)->ExceptionClear(env);
    } else {
        e = (*env)->GetPrimitiveArrayCritical(env, y, NULL);
        memcpy(inout, e, bytes);
        (*env)->ReleasePrimitiveArrayCritical(env, y, e, JNI_ABORT);
    }
    (*env)->DeleteLocalRef(env, x);
    (*env)->DeleteLocalRef(env, y);
}

JNIEXPORT jlong JNICALL Java_mpi_Native_opCreate(JNIEnv *env, jclass c, jboolean commute) {
    (void) env; (void) c;
    MPI_Op op = MPI_OP_NULL;
    MPI_Op_create(user_trampoline, commute, &op);
    return (jlong) (intptr_t) op;
}

enum { REDUCE, ALLREDUCE, SCAN, REDUCE_SCATTER };

JNIEXPORT jint JNICALL Java_mpi_Native_reduce(JNIEnv *env, jclass c, jint kind, jlong comm, jobject sbuf, jint soff,
                                              jobject rbuf, jint roff, jint count, jint type, jint opcode, jlong user_op,
                                              jobject function, jobject datatype, jint root, jintArray counts_array) {
    (void) c;
    int p, me;
    MPI_Comm_size(COMM(comm), &p);
    MPI_Comm_rank(COMM(comm), &me);
    int *counts = NULL, scount = count, rcount = count;
    if (kind == REDUCE_SCATTER) {
        counts = malloc(sizeof(int) * p);
        if (!counts) return MPI_ERR_NO_MEM;
        (*env)->GetIntArrayRegion(env, counts_array, 0, p, counts);
        scount = 0;
        for (int i = 0; i < p; i++) scount += counts[i];
        rcount = counts[me];
    }
    if (kind == REDUCE && me != root) rcount = 0;
    bool user = opcode == 0;
    bool same = sbuf && rbuf && (*env)->IsSameObject(env, sbuf, rbuf);
    /* user ops call into Java, so no critical region may be open: they work on copies */
    buffer sb, rb;
    void *sp = acquire(env, &sb, sbuf, soff, scount, type, !user && !same, true);
    void *rp = acquire(env, &rb, rbuf, roff, rcount, type, !user, false);
    if ((scount > 0 && !sp) || (rcount > 0 && !rp)) {
        release(env, &rb, roff, rcount, type, false);
        release(env, &sb, soff, scount, type, false);
        free(counts);
        return MPI_ERR_NO_MEM;
    }
    MPI_Op op = user ? (MPI_Op) (intptr_t) user_op : predefined_op(opcode);
    MPI_Datatype t = reduction_type(type);
    if (user) { cb_env = env; cb_function = function; cb_datatype = datatype; cb_type = type; cb_error = NULL; }
    int rc;
    switch (kind) {
    case REDUCE: rc = MPI_Reduce(sp, rp, count, t, op, root, COMM(comm)); break;
    case ALLREDUCE: rc = MPI_Allreduce(sp, rp, count, t, op, COMM(comm)); break;
    case SCAN: rc = MPI_Scan(sp, rp, count, t, op, COMM(comm)); break;
    default: rc = MPI_Reduce_scatter(sp, rp, counts, t, op, COMM(comm)); break;
    }
    release(env, &rb, roff, rcount, type, user && rc == MPI_SUCCESS && !cb_error);
    release(env, &sb, soff, scount, type, false);
    free(counts);
    if (user) {
        cb_env = NULL;
        if (cb_error) { /* the user function threw: rethrow it from the call */
            (*env)->Throw(env, cb_error);
            (*env)->DeleteGlobalRef(env, cb_error);
            cb_error = NULL;
        }
    }
    return rc;
}
