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

#: the twelve PRs a player may request, in the seed's list order (setup.toml's [roles] order)
POWER_ROLES = (
    "cop",
    "rolecop",
    "tracker",
    "watcher",
    "commuter",
    "doctor",
    "jailkeeper",
    "redirector",
    "midnight-desperado",
    "friendly-neighbour",
    "recharger",
    "mystic",
)
