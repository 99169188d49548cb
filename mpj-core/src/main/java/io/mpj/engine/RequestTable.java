package io.mpj.engine;

import java.util.Arrays;

/** Small-integer handles for requests a rendezvous refers to across the wire; no allocation once warm. */
final class RequestTable<T> {
    private Object[] slots = new Object[16];
    private int[] free = new int[16];
    private int freeCount;
    private int next;

    int add(T value) {
        int id;
        if (freeCount > 0) {
            id = free[--freeCount];
        } else {
            if (next == slots.length) {
                slots = Arrays.copyOf(slots, next * 2);
                free = Arrays.copyOf(free, next * 2);
            }
            id = next++;
        }
        slots[id] = value;
        return id;
    }

    @SuppressWarnings("unchecked")
    T remove(int id) {
        if (id < 0 || id >= next) return null;
        T v = (T) slots[id];
        if (v != null) {
            slots[id] = null;
            free[freeCount++] = id;
        }
        return v;
    }
}
