/**
 * The report of a run: side-by-side tables at key sizes (and across rounds), Markdown and HTML, PNG plots.
 */
package io.mpj.bench.report;
