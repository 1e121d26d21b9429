/**
 * Measures the extractors against hand-written labels ({@code corpus/labels/facts-*.jsonl}): precision and recall
 * per fact field, with the misses and false positives per message for tuning. Plain Java over the core.
 */
package dev.lkmltriage.eval;
