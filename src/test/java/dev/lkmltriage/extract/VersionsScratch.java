package dev.lkmltriage.extract;

import java.nio.file.Files;
import java.nio.file.Path;

/** Scratch: prints what the versions extractors find in a file given as argument (tuning aid, not a test). */
final class VersionsScratch {
    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]));
        var mail = VersionsMails.mail(text);
        new KernelExtractor().extract(mail).forEach(System.out::println);
        new CommitExtractor().extract(mail).forEach(System.out::println);
    }
}
