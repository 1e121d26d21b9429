/**
 * The {@code triage} command line: one entry point, a subcommand per job, shared options, errors that say how to
 * fix them, exit 2 on bad usage. A face: it parses arguments, calls the core and formats results.
 */
package dev.lkmltriage.cli;
