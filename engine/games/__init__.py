"""One package per game; each exports RULES (see engine.core.match.Rules)."""
