package dev.lkmltriage.web.ui;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;

/** The UI's templates, checked at build time against their views (templates/ui/*.html). */
@CheckedTemplate(basePath = "ui")
final class Pages {
    private Pages() {
    }

    static native TemplateInstance search(SearchView v);

    static native TemplateInstance message(MessageView v);

    static native TemplateInstance cluster(ClusterView v);

    static native TemplateInstance queue(QueueView v);

    static native TemplateInstance error(ErrorView v);
}
