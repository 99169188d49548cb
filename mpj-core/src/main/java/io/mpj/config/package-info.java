/**
 * Settings in one place: mpj.* system properties, MPJ_* environment variables, explicit overrides.
 */
package io.mpj.config;
