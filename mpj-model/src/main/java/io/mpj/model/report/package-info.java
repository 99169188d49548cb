/**
 * The model report (tables in the layout of seed 000) and metrics.csv.
 */
package io.mpj.model.report;
