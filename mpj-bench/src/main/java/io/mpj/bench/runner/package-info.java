/**
 * How each library runs the suite with its own launcher (one runner per library), the plan of launches
 * (devices, p, algorithms, rounds) and their execution with time limits.
 */
package io.mpj.bench.runner;
