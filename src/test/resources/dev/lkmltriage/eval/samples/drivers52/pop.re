\A(?:(?:Re|RE|re|Fwd|FW|Fw|AW|Aw|R): ?)*(?:\[[^\]\n]*\] ?)+(?!(?i:pci|pcie|dt-bindings|re|fwd?|aw|r)\b)[A-Za-z][A-Za-z0-9_-]*: [^\n]*\n[\s\S]*?\bdrivers/[a-z0-9_-]+/
