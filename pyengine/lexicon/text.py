"""Sentences of the lexicon: the credits the About page shows, and the word lists kept for offline play."""

TEXT = {
    "lexicon.credits": {
        "fr": "Le dictionnaire des jeux de lettres. Liste de mots : « Dictionnaires "
              "orthographiques français » de Grammalecte (Olivier R. et contributeurs, "
              "grammalecte.net), MPL 2.0, formes développées par Tapis. Anglais (BuyWord, "
              "Juggler) : SCOWL (Kevin Atkinson et contributeurs, wordlist.aspell.net), sous sa "
              "licence permissive (« Copyright 2000-2018 by Kevin Atkinson », avis complet "
              "publié avec la liste), formes développées et filtrées par Tapis, mots de deux et "
              "trois lettres vérifiés sur ENABLE (domaine public). Allemand "
              "(Juggler) : german-pos-dict (Morphy de Wolfgang Lezius, korrekturen.de, "
              "LanguageTool), CC BY-SA 4.0, avec des mots-outils, comparatifs et mots composés "
              "ajoutés par Tapis (composés choisis d'après wordfreq) ; la liste "
              "allemande est partagée sous la même licence, dans un fichier séparé. Fréquences : "
              "wordfreq (Robyn Speer / Luminoso), y compris des données OpenSubtitles 2018 et "
              "SUBTLEX, CC BY-SA 4.0. Les listes anglaise et allemande ne sont téléchargées "
              "qu'à l'ouverture d'une table dans cette langue.",
        "en": "The word games' dictionary. Word list: Grammalecte's “Dictionnaires "
              "orthographiques français” (Olivier R. and contributors, grammalecte.net), "
              "MPL 2.0, forms expanded by Tapis. English (BuyWord, Juggler): SCOWL (Kevin "
              "Atkinson and contributors, wordlist.aspell.net), under its permissive licence "
              "(“Copyright 2000-2018 by Kevin Atkinson”, full notice published with the list), "
              "forms expanded and filtered by Tapis, two- and three-letter words checked against "
              "ENABLE (public domain). German (Juggler): german-pos-dict (Wolfgang "
              "Lezius's Morphy, korrekturen.de, LanguageTool), CC BY-SA 4.0, with function words, "
              "comparatives and compounds added by Tapis (compounds chosen with wordfreq); "
              "the German list is shared under the same licence, in a separate "
              "file. Frequencies: wordfreq (Robyn Speer / Luminoso), including OpenSubtitles "
              "2018 and SUBTLEX data, CC BY-SA 4.0. The English and German lists are only "
              "downloaded when a table in that language opens.",
    },
    "lexicon.offline": {
        "fr": "Garder aussi les dictionnaires anglais et allemand pour jouer hors ligne",
        "en": "Also keep the English and German dictionaries for offline play",
    },
    "lexicon.offline.done": {
        "fr": "Les dictionnaires anglais et allemand sont disponibles hors ligne.",
        "en": "The English and German dictionaries are available offline.",
    },
    "lexicon.loading": {
        "fr": "Chargement du dictionnaire…",
        "en": "Loading the dictionary…",
    },
}
