package io.mpj.error;

/** MPI error classes, numbered as in the MPI standard's reference implementations. */
public enum ErrorClass {
    SUCCESS(0), BUFFER(1), COUNT(2), TYPE(3), TAG(4), COMM(5), RANK(6), REQUEST(7), ROOT(8),
    GROUP(9), OP(10), TOPOLOGY(11), DIMS(12), ARG(13), UNKNOWN(14), TRUNCATE(15), OTHER(16),
    INTERN(17), IN_STATUS(18), PENDING(19);

    public final int code;

    ErrorClass(int code) {
        this.code = code;
    }

    public String mpiName() {
        return this == SUCCESS ? "MPI_SUCCESS" : "MPI_ERR_" + name();
    }
}
