/**
 * Read access to a kernel git tree (JGit, no git binary): version → tag, abbreviated → full commit ids, driver →
 * source paths from the tree's MAINTAINERS, and the commits between a last good and a first bad version that touch
 * a driver, ranked against a report. Walks are capped in commits and time so a huge tree cannot stall an ingest.
 *
 * <p>Imports: the JDK, JGit, {@code extract} (the driver table) and {@code triage} (clusters). Not Quarkus.
 */
package dev.lkmltriage.git;
