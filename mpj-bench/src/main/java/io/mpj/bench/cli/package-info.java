/**
 * The mpj-bench command line: run, compare, pingpong, collectives, report and jgf.
 */
package io.mpj.bench.cli;
