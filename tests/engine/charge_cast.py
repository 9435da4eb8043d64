"""The seed's 14-player cast, shared by the Charge Me Up unit tests."""

CAST = [
    "Androsynth",
    "Ariloulaleelay",
    "Chmmr",
    "Ilwrath",
    "Melnorme",
    "Mycon",
    "Orz",
    "Pkunk",
    "Slylandro",
    "Supox",
    "Syreen",
    "Umgah",
    "VUX",
    "Yehat",
]
