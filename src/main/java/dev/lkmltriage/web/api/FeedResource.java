package dev.lkmltriage.web.api;

import dev.lkmltriage.actions.ClusterView;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.web.Triaged;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.UriInfo;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * {@code GET /api/feed.atom}: the most recently new or changed clusters (new mail, status changes, triage actions)
 * as an Atom 1.0 feed. Written with an XML writer, so every piece of mail text is escaped, and stripped of the
 * characters XML cannot carry at all.
 */
@Path("/api/feed.atom")
public class FeedResource {
    static final String ATOM = "http://www.w3.org/2005/Atom";
    static final int ENTRIES = 50;

    @Inject
    Triaged triaged;

    @GET
    @Produces("application/atom+xml")
    @Operation(summary = "New and changed clusters, as Atom", description = "The " + ENTRIES + " most recently "
            + "updated clusters, newest first.")
    public String feed(@Context UriInfo uri) throws IOException {
        ClusterView view = triaged.view();
        List<Cluster> recent = view.clusters().stream()
                .sorted(Comparator.comparing((Cluster c) -> c.updated() == null ? "" : c.updated()).reversed())
                .limit(ENTRIES).toList();
        String base = uri.getBaseUri().toString().replaceAll("/$", "");
        try {
            StringWriter out = new StringWriter();
            XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            x.writeStartDocument("UTF-8", "1.0");
            x.writeStartElement("feed");
            x.writeDefaultNamespace(ATOM);
            text(x, "id", "urn:lkml-triage:clusters");
            text(x, "title", "lkml-triage: new and changed clusters");
            text(x, "updated", recent.isEmpty() || recent.get(0).updated() == null ? "1970-01-01T00:00:00Z"
                    : recent.get(0).updated());
            link(x, "self", base + "/api/feed.atom");
            x.writeStartElement("author");
            text(x, "name", "lkml-triage");
            x.writeEndElement();
            for (Cluster c : recent) {
                entry(x, c, base);
            }
            x.writeEndElement();
            x.writeEndDocument();
            x.close();
            return out.toString();
        } catch (XMLStreamException e) {
            throw new IOException("cannot write the feed: " + e.getMessage(), e);
        }
    }

    private static void entry(XMLStreamWriter x, Cluster c, String base) throws XMLStreamException {
        x.writeStartElement("entry");
        String enc = URLEncoder.encode(c.id(), StandardCharsets.UTF_8);
        text(x, "id", "urn:lkml-triage:cluster:" + enc);
        text(x, "title", "[" + c.status() + "] " + (c.title() == null ? c.id() : c.title()));
        text(x, "updated", c.updated() == null ? "1970-01-01T00:00:00Z" : c.updated());
        link(x, "alternate", base + "/clusters/" + enc);
        StringBuilder s = new StringBuilder();
        s.append(c.members().size()).append(" messages");
        if (!c.drivers().isEmpty()) {
            s.append("; driver ").append(String.join(", ", c.drivers()));
        }
        if (c.kernels() != null && !c.kernels().bad().isEmpty()) {
            s.append("; good ").append(String.join(", ", c.kernels().good())).append(", bad ")
                    .append(String.join(", ", c.kernels().bad()));
        }
        if (c.throughput() != null && c.throughput().changePercent() != null) {
            s.append(String.format(Locale.ROOT, "; throughput %+.0f%%", c.throughput().changePercent()));
        }
        if (!c.history().isEmpty()) {
            s.append("; latest: ").append(c.history().get(c.history().size() - 1).evidence());
        }
        text(x, "summary", s.toString());
        x.writeEndElement();
    }

    private static void text(XMLStreamWriter x, String name, String value) throws XMLStreamException {
        x.writeStartElement(name);
        x.writeCharacters(Texts.xmlSafe(value));
        x.writeEndElement();
    }

    private static void link(XMLStreamWriter x, String rel, String href) throws XMLStreamException {
        x.writeEmptyElement("link");
        x.writeAttribute("rel", rel);
        x.writeAttribute("href", Texts.xmlSafe(href));
    }
}
