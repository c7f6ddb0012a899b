<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>Cli</name>
    <message>
        <source>VP of both teams for a match result (VP1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards in the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMPs of team A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMPs of team B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the VP scale for a board count (VP1, VP2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boards per match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write the one-page VP sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of boards must be a whole number, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of boards must be from {low} to {high}, not {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMPs must be a number, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMPs cannot be negative: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP scale 20-0 (WBF), {boards} boards, blitz {blitz} IMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tddesk vp-table: cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainActions</name>
    <message>
        <source>&amp;New championship…</source>
        <translation>&amp;Nytt mästerskap…</translation>
    </message>
    <message>
        <source>Create a championship file from a regulation profile</source>
        <translation>Skapa en mästerskapsfil från en reglementsprofil</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Öppna…</translation>
    </message>
    <message>
        <source>Open a championship file</source>
        <translation>Öppna en mästerskapsfil</translation>
    </message>
    <message>
        <source>Open &amp;demo championship</source>
        <translation>Öppna &amp;demomästerskap</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;täng</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Töm listan</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <source>&amp;VP calculator</source>
        <translation>&amp;VP-kalkylator</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <source>&amp;About tddesk</source>
        <translation>&amp;Om tddesk</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Verktygsfält</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Ny</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
</context>
<context>
    <name>MainMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Rulings</source>
        <translation>&amp;Domslut</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Skriv ut</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>Ver&amp;ktyg</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Öppna &amp;senaste</translation>
    </message>
</context>
<context>
    <name>MainStatusBar</name>
    <message>
        <source>No championship open</source>
        <translation>Inget mästerskap öppet</translation>
    </message>
    <message>
        <source>Saved {time}</source>
        <translation>Sparat {time}</translation>
    </message>
    <message>
        <source>Profile {name}</source>
        <translation>Profil {name}</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Skrivskyddad</translation>
    </message>
    <message>
        <source>The file is open read-only: nothing can be changed or saved.</source>
        <translation>Filen är öppen skrivskyddad: inget kan ändras eller sparas.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open championship</source>
        <translation>Öppna mästerskap</translation>
    </message>
    <message>
        <source>Championship files (*{suffix})</source>
        <translation>Mästerskapsfiler (*{suffix})</translation>
    </message>
    <message>
        <source>About tddesk</source>
        <translation>Om tddesk</translation>
    </message>
    <message>
        <source>tddesk {version}

The tournament director&apos;s desk for Swedish bridge team championships: teams, results, rulings, standings and printouts.

Free software under the GNU General Public License, version 3 or later.</source>
        <translation>tddesk {version}

Tävlingsledarens skrivbord för svenska lagmästerskap i bridge: lag, resultat, domslut, ställningar och utskrifter.

Fri programvara under GNU General Public License, version 3 eller senare.</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mästerskap</translation>
    </message>
    <message>
        <source>Standings (live)</source>
        <translation>Ställning (live)</translation>
    </message>
    <message>
        <source>The standings of the stage in view appear here.</source>
        <translation>Här visas ställningen i den tävlingsdel som är öppen.</translation>
    </message>
    <message>
        <source>{file} — tddesk</source>
        <translation>{file} — tddesk</translation>
    </message>
    <message>
        <source>Undo: {change}</source>
        <translation>Ångra: {change}</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Redo: {change}</source>
        <translation>Gör om: {change}</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Printed {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP scale 20-0 (WBF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boards} boards · blitz {blitz} IMP · the loser gets 20 minus the winner&apos;s VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loser</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{name} ({mid}) already plays for team {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) has not paid the membership fee; if fielded, an unauthorised player (P3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {count} players are juniors: a junior team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {count} players are veterans: a veteran team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team has {count} players; at least {minimum} are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team has {count} players; never more than {maximum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is player number {position} by dispensation, not allowed in the SM Lag semifinal or final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is player number {position}; a 7th or 8th player needs the committee&apos;s dispensation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} represent clubs outside {district}: the team plays only for SM places (no DM title, DM plaques or DM bonus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{home} players from {district} but {count} from {other}: the team needs the committee&apos;s dispensation to qualify here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is listed more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The line-up has {count} players; exactly {required} play each half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is in the line-up more than once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {mid} is not on the team&apos;s list; register name, club and membership first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) would be member number {position}; a team never has more than {maximum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is member number {position} without the committee&apos;s dispensation: an unauthorised player (P3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) has not paid the membership fee: an unauthorised player (P3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boards} boards: {hours} h {minutes} min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The heat has {count} teams; at least {minimum} are needed before a schedule is made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{boards} boards per match is not allowed; a match has {minimum}-{maximum} boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each team plays {matches} matches × {boards} boards = {total} boards; at least {minimum} are required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in one session without half-time, not in {halves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in two halves with a half-time change, not in {halves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in one session or in two halves, not in {halves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {rank}: the bonus goes to places 1-{places} only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not every team member represents a club in the district: no bonus, plaque or title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played {halves} of {total_halves} halves of the final; at least {needed} are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The final had {boards} boards; the bonus needs at least {needed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played {boards} of {final_boards} boards of the final; at least {percent} % are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not late: no penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min late: 1 started {period_minutes}-minute period → {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} minutes late: {periods} started {period_minutes}-minute periods → {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} minutes late, more than {max_minutes}: the opponents need not wait; if the match is played, the committee rules any correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No time overrun: no penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} minutes over time at the table (over {over} up to {up_to}): {table_vp} VP per table × share {share} → {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} minutes over time, more than {max_minutes}: the committee rules and may rule the match lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unauthorised player in {matches} match(es) × {per_match} VP → {vp} VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committee correction {vp} VP: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has already played for {other_team} this season: the team is disqualified and its results are struck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A VP correction must be a number with at most two decimals, got {vp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A committee correction needs a reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {team} is paired with itself in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {team} appears {count} times in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams {first} and {second} meet {count} times; all meet all once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams {first} and {second} never meet; all meet all once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {team} has {home} home and {away} away matches; H1 asks for at most one apart unless swapped under H6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {team} in round {round} is not in this heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walkover ({scale} scale): the team giving it gets 0.00 VP, IMPs 0–{loser_imps}; the other team gets {vp} VP, IMPs {winner_imps}–0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of three: its own average {own_average} VP in its other matches, rounded up (minimum {minimum}, opponents&apos; average {opponents_average})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of three: the minimum {minimum} VP (own average {own_average}, opponents&apos; average {opponents_average})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of three: the average {opponents_average} VP that the teams that met the walkover team scored against it, rounded up (own average {own_average}, minimum {minimum})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: the averages are computed on the results so far and are final when the series has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The old WBF 25-0 scale is not built in: the IMP result for {vp} VP must be entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole part of the quotient {quotient}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole part of the quotient {quotient}, recomputed over the other heats after the minimum places of heats {heats}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum one place (quotient {quotient})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest decimals ({decimals})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie on decimals ({decimals}) decided by average VP {value} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie on decimals ({decimals}) and average VP decided by IMP quotient {value} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best third-placed team by average VP {value} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>best third-placed team, equal average VP, by IMP quotient {value} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The minimum places of heats {heats} outnumber the places left after the whole parts: the other heats share the remaining places, recomputed over their teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heats {heats} tie on decimals ({decimals}) for {places} place(s): the average VP (bye VP removed) and IMP quotient of the next team of heats {missing} are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heats {undecided} tie on decimals ({decimals}), average VP and IMP quotient for {undecided_places} place(s): the committee decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best {places} third-placed teams need the average VP (bye VP removed) and IMP quotient of {teams}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{teams} tie on average VP and IMP quotient for {places} final place(s): the committee decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} is the next team of semifinal {semifinal}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no team of semifinal {semifinal} is left: the final plays with fewer teams</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <source>The menus, messages, printouts and exported workbooks use this language.</source>
        <translation>Menyer, meddelanden, utskrifter och exporterade arbetsböcker använder det här språket.</translation>
    </message>
</context>
<context>
    <name>VpCalculator</name>
    <message>
        <source>&amp;Number of boards:</source>
        <translation>A&amp;ntal brickor:</translation>
    </message>
    <message>
        <source>IMPs team &amp;A:</source>
        <translation>IMP lag &amp;A:</translation>
    </message>
    <message>
        <source>IMPs team &amp;B:</source>
        <translation>IMP lag &amp;B:</translation>
    </message>
    <message>
        <source>VP team A:</source>
        <translation>VP lag A:</translation>
    </message>
    <message>
        <source>VP team B:</source>
        <translation>VP lag B:</translation>
    </message>
    <message>
        <source>Type the number of boards ({low}–{high}).</source>
        <translation>Skriv antal brickor ({low}–{high}).</translation>
    </message>
    <message>
        <source>The number of boards must be from {low} to {high}.</source>
        <translation>Antal brickor ska vara från {low} till {high}.</translation>
    </message>
    <message>
        <source>Type the IMPs as a whole number, e.g. 23.</source>
        <translation>Skriv IMP som ett heltal, t.ex. 23.</translation>
    </message>
    <message>
        <source>IMPs must be from 0 to {high}.</source>
        <translation>IMP ska vara från 0 till {high}.</translation>
    </message>
    <message>
        <source>Blitz (20–0) from a margin of {imps} IMPs on {boards} boards.</source>
        <translation>Blitz (20–0) vid en skillnad på {imps} IMP med {boards} brickor.</translation>
    </message>
    <message>
        <source>Margin: {imps} IMPs.</source>
        <translation>Skillnad: {imps} IMP.</translation>
    </message>
</context>
<context>
    <name>VpCalculatorDialog</name>
    <message>
        <source>VP calculator</source>
        <translation>VP-kalkylator</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Tournament director&apos;s desk</source>
        <translation>Tävlingsledarens skrivbord</translation>
    </message>
    <message>
        <source>Create a championship from a regulation profile, open a championship file, or try the program on a demo championship.</source>
        <translation>Skapa ett mästerskap från en reglementsprofil, öppna en mästerskapsfil eller prova programmet på ett demomästerskap.</translation>
    </message>
    <message>
        <source>New championship…</source>
        <translation>Nytt mästerskap…</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öppna…</translation>
    </message>
    <message>
        <source>Demo championship</source>
        <translation>Demomästerskap</translation>
    </message>
    <message>
        <source>VP calculator</source>
        <translation>VP-kalkylator</translation>
    </message>
</context>
</TS>
