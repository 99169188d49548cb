/** Extrapolation in p: fit on some process counts, predict the others, and judge the model's choices there. */
package io.mpj.model.predict;
