/**
 * The models and their fitting: lines, Hockney, the extended linear model, piecewise (segmented)
 * regression, the forms in p, accuracy.
 */
package io.mpj.model.fit;
