package mpi;

import io.mpj.buffer.BaseType;
import io.mpj.buffer.Buf;
import io.mpj.coll.op.PredefinedOp;
import io.mpj.coll.op.Reduction;
import io.mpj.error.ErrorClass;
import io.mpj.error.MpjError;

/** A reduction operator: one of MPI's predefined ones, or {@code new Op(userFunction, commute)}. */
public class Op {
    private final PredefinedOp predefined;
    private final User_function function;
    private final boolean commute;

    Op(PredefinedOp predefined) {
        this.predefined = predefined;
        this.function = null;
        this.commute = true;
    }

    /** A user operator; {@code commute} says whether operand order may change (it is always associative). */
    public Op(User_function function, boolean commute) throws MPIException {
        if (function == null) throw MPIException.of(ErrorClass.OP, "new Op: the user function is null");
        this.predefined = null;
        this.function = function;
        this.commute = commute;
    }

    public boolean Is_commute() throws MPIException {
        return commute;
    }

    /** Freeing a user operator has nothing to release. */
    public void Free() throws MPIException {
        if (predefined != null) throw MPIException.of(ErrorClass.OP, "Op.Free: MPI." + predefined + " is predefined");
    }

    /** The operator as the collective algorithms apply it, for buffers of {@code type}. */
    Reduction reduction(String call, Datatype type) throws MPIException {
        if (predefined == null) return new UserReduction(function, commute, type);
        String why = predefined.unsupported(type.base());
        if (why == null && predefined.isLoc() && type.Size() != 2) why = needsPair(type);
        if (why != null) throw refused(call, why);
        return predefined;
    }

    // Messages out of line: reduction() runs on every reduction call (see ArgumentCheck).
    private String needsPair(Datatype type) {
        return "MPI." + predefined + " needs a pair datatype (SHORT2, INT2, LONG2, FLOAT2 or DOUBLE2), got " + type;
    }

    private static MPIException refused(String call, String why) {
        return MPIException.of(ErrorClass.OP, call + ": " + why);
    }

    @Override
    public String toString() {
        return predefined != null ? "MPI." + predefined : "Op(" + function.getClass().getName() + ")";
    }

    /** Calls the user's function on items of the call's datatype. */
    private record UserReduction(User_function function, boolean commute, Datatype type) implements Reduction {
        @Override
        public void apply(Buf in, Buf inout) {
            try {
                int perItem = type.Size();
                function.Call(in.array(), in.offset(), inout.array(), inout.offset(), in.count() / perItem, type);
            } catch (MPIException e) {
                throw new MpjError(ErrorClass.OP, "user reduction " + function.getClass().getName() + " failed: "
                        + e.getMessage(), e);
            }
        }

        @Override
        public boolean commutative() {
            return commute;
        }

        @Override
        public String unsupported(BaseType t) {
            return null;
        }
    }
}
