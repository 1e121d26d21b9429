package dev.lkmltriage.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar manifest, or "dev" when run from classes. */
final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Version.class.getPackage().getImplementationVersion();
        return new String[] {"lkml-triage " + (v == null ? "dev" : v)};
    }
}
