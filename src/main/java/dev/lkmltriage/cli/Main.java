package dev.lkmltriage.cli;

import io.quarkus.runtime.annotations.QuarkusMain;

@QuarkusMain
public final class Main {
    public static void main(String... args) {
        System.out.println("hello");
    }
}
