package dev.lkmltriage.web.ui;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

/** Renders a page to a response with its status (Qute renders here, so errors keep their status code). */
final class Rendered {
    static final MediaType HTML = MediaType.TEXT_HTML_TYPE.withCharset("UTF-8");

    private Rendered() {
    }

    static Response page(int status, TemplateInstance page) {
        return Response.status(status).type(HTML).entity(page.render()).build();
    }

    static Response notFound(String title, String detail, String hint, String href, String linkText) {
        return page(404, Pages.error(new ErrorView(404, title, detail, hint, href, linkText)));
    }

    static Response badRequest(String title, String detail, String hint, String href, String linkText) {
        return page(400, Pages.error(new ErrorView(400, title, detail, hint, href, linkText)));
    }
}
