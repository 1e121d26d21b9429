package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * The driver a stated regression's culprit names by its title: a report that blames {@code 4b2e9c17d0a3
 * ("iommu/vt-d: Clear stale faults ...")} is about the VT-d driver even when its log shows only the device that broke.
 * Only the culprit the regression names, only a title the text gives beside its hash, and only a title whose subject
 * tags name exactly one driver ({@link DriverExtractor#titleTag}); a core tag ("PCI:", "PCI/ASPM:") names none.
 */
final class CulpritTitleTags {
    private CulpritTitleTags() {
    }

    static List<String> with(List<String> found, Regression regression, List<CommitFact> commits,
            DriverExtractor drivers) {
        if (regression == null || regression.culprit() == null || regression.culprit().isEmpty()) {
            return found;
        }
        String culprit = regression.culprit();
        for (CommitFact c : commits) {
            if (c.subject() == null || !(c.hash().startsWith(culprit) || culprit.startsWith(c.hash()))) {
                continue;
            }
            String d = drivers.titleTag(c.subject());
            if (d == null || found.contains(d) || found.size() >= 64) {
                return found;
            }
            List<String> out = new ArrayList<>(found);
            out.add(d);
            return List.copyOf(out);
        }
        return found;
    }
}
