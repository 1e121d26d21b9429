package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExtractSettingsTest {

    private static <T> T withHome(Path home, Supplier<T> body) {
        String before = System.getProperty("triage.home");
        System.setProperty("triage.home", home.toString());
        try {
            return body.get();
        } finally {
            if (before == null) {
                System.clearProperty("triage.home");
            } else {
                System.setProperty("triage.home", before);
            }
        }
    }

    @Test
    void aHomeWithoutModelsIsNamedInTheWarningAndTheTablesStayOff(@TempDir Path elsewhere) {
        Optional<String> warning = withHome(elsewhere, ExtractSettings::missingModels);
        assertTrue(warning.isPresent());
        assertTrue(warning.get().contains(elsewhere.toAbsolutePath().normalize().toString()), warning.get());
        assertTrue(warning.get().contains("triage.home"), warning.get());
        assertNull(withHome(elsewhere, ExtractSettings::defaults).modelsDir());
    }

    @Test
    void aHomeWithModelsNeedsNoWarning(@TempDir Path project) throws Exception {
        Files.createDirectory(project.resolve("models"));
        assertEquals(Optional.empty(), withHome(project, ExtractSettings::missingModels));
        assertNotNull(withHome(project, ExtractSettings::defaults).modelsDir());
    }
}
