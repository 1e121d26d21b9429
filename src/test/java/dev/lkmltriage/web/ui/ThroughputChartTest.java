package dev.lkmltriage.web.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class ThroughputChartTest {
    private static Document xml(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        return f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    private static List<String> texts(Document d, String cssClass) {
        List<String> out = new ArrayList<>();
        NodeList n = d.getElementsByTagName("text");
        for (int i = 0; i < n.getLength(); i++) {
            Element e = (Element) n.item(i);
            if ((" " + e.getAttribute("class") + " ").contains(" " + cssClass + " ")) {
                out.add(e.getTextContent());
            }
        }
        return out;
    }

    @Test
    void kernelsRunInKernelOrderAndBadFiguresSitLower() throws Exception {
        List<ThroughputChart.Point> points = List.of(
                new ThroughputChart.Point("2.6.23", "bad", 32e6 * 8, "a", "32 MB/s"),
                new ThroughputChart.Point("2.6.22", "good", 83e6 * 8, "a", "83 MB/s"),
                new ThroughputChart.Point("2.6.23-rc8", "bad", 30e6 * 8, "b", null),
                new ThroughputChart.Point("2.6.22.5", null, 80e6 * 8, "c", null));
        Document d = xml(ThroughputChart.svg("t", points));
        assertEquals(List.of("2.6.22", "2.6.22.5", "2.6.23-rc8", "2.6.23"), texts(d, "x-tick"));
        assertTrue(texts(d, "axis-label").containsAll(List.of("kernel version", "throughput (Mbit/s)")));
        NodeList g = d.getElementsByTagName("g");
        double goodY = -1;
        double badY = -1;
        int pointCount = 0;
        for (int i = 0; i < g.getLength(); i++) {
            Element e = (Element) g.item(i);
            if (!e.getAttribute("class").startsWith("point ")) {
                continue;
            }
            pointCount++;
            if (e.getAttribute("class").equals("point good")) {
                goodY = Double.parseDouble(((Element) e.getElementsByTagName("circle").item(0)).getAttribute("cy"));
            }
            if (e.getAttribute("data-kernel").equals("2.6.23")) {
                badY = Double.parseDouble(((Element) e.getElementsByTagName("rect").item(0)).getAttribute("y")) + 5;
            }
        }
        assertEquals(4, pointCount);
        assertTrue(badY > goodY, "SVG y grows downwards: bad " + badY + " should be below good " + goodY);
    }

    @Test
    void hostileTextIsEscapedAndTheChartStaysWellFormed() throws Exception {
        String svg = ThroughputChart.svg("<script>alert(1)</script>", List.of(
                new ThroughputChart.Point("<img onerror=x>", "bad\"><script>", 1e9, "m", "</title><script>")));
        xml(svg);
        assertFalse(svg.contains("<script>") || svg.contains("<img"), svg);
    }

    @Test
    void nothingToDrawGivesNoChart() {
        assertEquals("", ThroughputChart.svg("t", List.of()));
        assertEquals("", ThroughputChart.svg("t", List.of(new ThroughputChart.Point("6.1", "good", Double.NaN,
                "m", null))));
    }

    @Test
    void theScaleEndsOnARoundNumberAboveTheLargestFigure() {
        assertEquals(60, ThroughputChart.niceCeiling(55.8), 1e-9);
        assertEquals(1000, ThroughputChart.niceCeiling(941), 1e-9);
        assertEquals(1, ThroughputChart.niceCeiling(0), 1e-9);
    }
}
