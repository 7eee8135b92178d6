"""Expand every affix of a Hunspell dictionary parsed by spylls into its full list of forms.

spylls (pure-Python Hunspell) reads the .aff/.dic files correctly but only *checks* words; it
has no "list every form" function, and Debian's ``unmunch`` mishandles ``FLAG long``. This
expander generates forms with exactly the acceptance rules of spylls' ``Lookup.is_good_form``
(which the generator test cross-checks with ``lookup()`` on a sample):

- a root is a form unless it carries NEEDAFFIX; a FORBIDDENWORD root is never a form and
  forbids its affixed forms;
- up to two suffixes (the inner one must carry the outer one's flag in its continuation
  flags) and one prefix;
- a suffix or prefix applies when its flag is among the root's flags, the prefix's continuation
  flags or the inner suffix's continuation flags;
- prefix + suffix needs the cross-product mark on both;
- the suffix condition is tested on the stem it is added to, the prefix condition on the
  (suffixed) form it is added to, as spylls does when it strips them in reverse;
- a KEEPCASE root only gives forms with its own capitalisation type;
- NEEDAFFIX on every affix of a form rejects it; CIRCUMFIX must be on both the prefix and the
  inner suffix or on neither.

Compounding is not handled: the French dictionaries declare none (checked in ``expand``).
"""

from __future__ import annotations


def _apply_suffix(sfx, stem: str):
    if sfx.strip and not stem.endswith(sfx.strip):
        return None
    if not sfx.cond_regexp.search(stem):
        return None
    return stem[: len(stem) - len(sfx.strip)] + sfx.add


def _apply_prefix(pfx, stem: str):
    if pfx.strip and not stem.startswith(pfx.strip):
        return None
    if not pfx.cond_regexp.search(stem):
        return None
    return pfx.add + stem[len(pfx.strip):]


class Expander:
    """Expansion for one parsed dictionary (``spylls.hunspell.Dictionary``)."""

    def __init__(self, dictionary, *, skip_compounds: bool = False):
        """``skip_compounds``: list the single words of a dictionary that also declares
        compounds, without the compounds (the English dictionary's only compound rules build
        ordinal numbers, 21st, 112th, from digit entries)."""
        aff = dictionary.aff
        if (aff.COMPOUNDFLAG or aff.COMPOUNDBEGIN or aff.COMPOUNDRULE) and not skip_compounds:
            raise NotImplementedError("compounding is not expanded")
        if aff.COMPLEXPREFIXES:
            raise NotImplementedError("complex prefixes are not expanded")
        self.onlyincompound = aff.ONLYINCOMPOUND
        self.aff = aff
        self.words = dictionary.dic.words
        self.sfx = aff.SFX
        self.pfx = aff.PFX
        self.needaffix = aff.NEEDAFFIX
        self.forbidden_flag = aff.FORBIDDENWORD
        self.circumfix = aff.CIRCUMFIX
        self.keepcase = aff.KEEPCASE
        self._guess_case = aff.casing.guess
        # Suffix/prefix flags that a prefix/suffix may enable through continuation flags.
        self.sfx_flags = set(aff.SFX)
        self.pfx_flags = set(aff.PFX)

    def _needs_more(self, affixes) -> bool:
        return bool(self.needaffix) and bool(affixes) and all(
            self.needaffix in a.flags for a in affixes)

    def _circumfix_ok(self, pfx, sfx1) -> bool:
        if not self.circumfix:
            return True
        return (pfx is not None and self.circumfix in pfx.flags) == (
            sfx1 is not None and self.circumfix in sfx1.flags)

    def _suffix_chains(self, stem: str, flags):
        """(inner suffix, outer suffix or None, form) for every suffix chain whose inner flag
        is in ``flags`` (the outer flag must be in the inner suffix's continuation flags)."""
        out = []
        for flag in flags:
            for s1 in self.sfx.get(flag, ()):
                f1 = _apply_suffix(s1, stem)
                if f1 is None:
                    continue
                out.append((s1, None, f1))
                for flag2 in s1.flags & self.sfx_flags:
                    for s2 in self.sfx[flag2]:
                        f2 = _apply_suffix(s2, f1)
                        if f2 is not None:
                            out.append((s1, s2, f2))
        return out

    def expand_root(self, stem: str, root_flags) -> set[str]:
        """Every form of one .dic entry (the FORBIDDENWORD case is handled by the caller)."""
        forms = set()
        R = set(root_flags)
        if self.needaffix not in R:
            forms.add(stem)
        # Suffix chains enabled by the root, or by a prefix's continuation flags.
        pfx_candidates = [p for f in R & self.pfx_flags for p in self.pfx[f]]
        extra = set()
        for p in pfx_candidates:
            extra |= p.flags & self.sfx_flags
        # A suffix chain whose flag only a prefix enables is valid only with that prefix;
        # ``allowed`` below re-checks each combination.
        chains = self._suffix_chains(stem, (R | extra) & self.sfx_flags)
        for s1, s2, form in chains:
            if s1.flag in R or s1.flag in s1.flags:
                affixes = [a for a in (s1, s2) if a is not None]
                if not self._needs_more(affixes) and self._circumfix_ok(None, s1):
                    forms.add(form)
        # Prefixes enabled by the root or by an inner suffix's continuation flags.
        pfx_flags = R & self.pfx_flags
        for s1, _, _ in chains:
            pfx_flags |= s1.flags & self.pfx_flags
        for pflag in pfx_flags:
            for p in self.pfx[pflag]:
                allowed_p = R | p.flags
                # prefix alone
                if p.flag in allowed_p:
                    f = _apply_prefix(p, stem)
                    if f is not None and not self._needs_more([p]) and self._circumfix_ok(p, None):
                        forms.add(f)
                if not p.crossproduct:
                    continue
                for s1, s2, form in chains:
                    allowed = allowed_p | s1.flags
                    if s1.flag not in allowed or p.flag not in allowed:
                        continue
                    if not s1.crossproduct or (s2 is not None and not s2.crossproduct):
                        continue
                    affixes = [a for a in (p, s1, s2) if a is not None]
                    if self._needs_more(affixes) or not self._circumfix_ok(p, s1):
                        continue
                    f = _apply_prefix(p, form)
                    if f is not None:
                        forms.add(f)
        return forms

    def expand(self, skip_root=None, skip_affix=None):
        """Yield ``(form, root)`` for every form; ``skip_root(word)`` may exclude .dic entries
        (their forms are not yielded), ``skip_affix(affix)`` affixes whose forms the caller
        would drop anyway (e.g. elisions adding an apostrophe): a pure speed-up, since every
        form built with such an affix contains its text. Forbidden roots and their forms are
        removed."""
        if skip_affix is not None:
            self.sfx = {f: [a for a in lst if not skip_affix(a)] for f, lst in self.aff.SFX.items()}
            self.pfx = {f: [a for a in lst if not skip_affix(a)] for f, lst in self.aff.PFX.items()}
        forbidden = set()
        for w in self.words:
            if self.forbidden_flag and self.forbidden_flag in w.flags:
                forbidden.add(w.stem)
        for w in self.words:
            if w.stem in forbidden:
                continue
            if skip_root is not None and skip_root(w):
                continue
            if self.onlyincompound and self.onlyincompound in w.flags:
                continue  # a compound's piece only (1th, 2th…), never a word alone
            forms = self.expand_root(w.stem, w.flags)
            if self.keepcase and self.keepcase in w.flags:
                forms = {f for f in forms if self._guess_case(f) == w.captype}
            for form in forms:
                if form not in forbidden:
                    yield form, w
