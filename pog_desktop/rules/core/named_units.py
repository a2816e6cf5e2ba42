"""Counters the combat rules name one by one (12.4.4.3, 12.4.5, 12.4.7).

The data files carry nation and type; these few exceptions are rules, so they live here.
"""
from __future__ import annotations

BEF_ARMY = "br_bef"
BEF_CORPS = "br_bef_corps"
MEF_ARMY = "br_mef"
#: 12.4.4.3: AUS, CND, PT and ANA corps never replace British armies (and count as British
#: for activation only); RTT adds the RU cavalry and Czech corps, which never replace armies.
NEVER_REPLACE_ARMIES = frozenset({"aus_corps", "cnd_corps", "pt_corps", "br_ana_corps",
                                  "ru_cav_c1", "ru_cav_c2", "ru_czl_corps"})
#: 14.1.5: always in supply.
ALWAYS_SUPPLIED = frozenset({"mn_corps", "br_ana_corps", "tu_sn_corps"})
#: 9.2.7.1: units that may draw supply through an MEF beachhead: the MEF army, the AUS corps
#: and the British corps (nation "br").
BEACHHEAD_USERS_EXTRA = frozenset({MEF_ARMY, "aus_corps"})
#: 12.1.11 (the rulebook example counts the CND corps as British; 2022 12.1.11.2 lists them all):
#: the nation each counts as in the multinational attack test.
ATTACK_NATION = {"aus": "br", "cnd": "br", "pt": "br", "ana": "br", "sn": "tu", "mn": "sb"}
