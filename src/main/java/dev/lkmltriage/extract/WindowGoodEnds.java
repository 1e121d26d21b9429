package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A kernel that a message's stated regression puts at its good end, with no verdict of its own, is a kernel the
 * message says worked: "With upgrade to kernel 5.9 my VMs stopped working ... For ex. with kernel 5.8 this are IOMMU
 * groups:" names 5.8 as the release upgraded from, and the window's reading ({@link RegressionWindow#previousRelease})
 * already starts there. Only versions none of whose facts has a verdict (a version judged anywhere in the message
 * keeps that judgement); only a regression's good end, never its bad end, whose window-only readings (a revert's
 * base, an onset, a subject's kernel) are no evidence by themselves.
 */
final class WindowGoodEnds {
    private WindowGoodEnds() {
    }

    static List<KernelFact> judge(List<KernelFact> kernels, Regression regression) {
        if (regression == null || regression.good().isEmpty() || kernels.isEmpty()) {
            return kernels;
        }
        Set<String> judged = new HashSet<>();
        for (KernelFact k : kernels) {
            if (k.verdict() != null) {
                judged.add(k.version());
            }
        }
        Set<String> good = new HashSet<>(regression.good());
        List<KernelFact> out = new ArrayList<>(kernels.size());
        boolean changed = false;
        for (KernelFact k : kernels) {
            if (k.verdict() == null && good.contains(k.version()) && !judged.contains(k.version())) {
                out.add(new KernelFact(k.version(), k.raw(), "good", k.quoted(), k.start(), k.end()));
                changed = true;
            } else {
                out.add(k);
            }
        }
        return changed ? out : kernels;
    }
}
