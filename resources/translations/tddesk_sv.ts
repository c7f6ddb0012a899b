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
        <source>create a championship file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the championship&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regulation profile, e.g. ombf-2016-17</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>season, e.g. 2016-17 (default: the profile&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>district, e.g. ÖMBF (default: the profile&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>register the teams of a workbook in a heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the heat&apos;s id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import the member register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write an empty team workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replace an existing file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print (or make) a heat&apos;s schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make the round robin first (H1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>date of round 1; the next rounds follow weekly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fees of a heat&apos;s teams with totals (F1-F4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the heat&apos;s (or stage&apos;s) id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default: today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a date; write it as YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tddesk new: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tddesk new: the profile is malformed at {key}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created {file}: {name}, {season}, {district}, profile {profile}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} problem(s); nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {members} members from {source}: {new} new, {updated} already known, {clubs} new clubs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {count} teams into {stage}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  {id}  {name}: {players} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  note: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} already exists; choose another name or add --force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--first-date needs --make (the dates of an existing schedule are kept).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage} has no schedule yet; make it with --make.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stage}: {rounds} rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}  {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  bye: {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fees, {stage}, as of {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No schedule yet: table fees are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{teams} teams: {paid} paid in full, {unpaid} with money outstanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semifinal places per heat (A1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>semifinal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>teams in each heat, e.g. 8,6,5,9,7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average VP (bye VP removed) of the next team of each heat, for a tie on decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP quotient of the next team of each heat (&quot;inf&quot; when it lost no IMPs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final places per pairs heat (PP1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pairs in each heat, e.g. 20,14,9,13</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percentage of each heat&apos;s next pair (place I+1), for T3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number of at least 1, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected heat sizes as whole numbers of at least 1, separated by commas, not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected numbers separated by commas (empty = not known), not {text!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A1: {entries} teams in {heats} heats, {places} semifinal places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PP1: {entries} pairs in {heats} heats, {places} final places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tddesk {command}: {option} has {given} entries for {count} heats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quotient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places given: {given} of {places}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} already exists; use --replace to make it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo championship written to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write a tournament file as open JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament file (.tddesk)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON file to write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a tournament file from open JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the JSON file to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new tournament file (.tddesk); it must not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {out}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created {file}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--imps takes HOME-AWAY, e.g. 31-18; &apos;{text}&apos; is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank  Team                      Pl      VP   Pen  IMP+  IMP-  Quotient</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Imports</name>
    <message>
        <source>row {row}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>row {row}, {column}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header row has no column {columns}. Name the columns as in the template (Swedish or English headers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MID is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a birth year; write it with four digits, e.g. 1994.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is in the old Excel format (.xls). Save it as .xlsx or CSV and import that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}). Check the name, and close it in Excel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not an Excel workbook (.xlsx) or it is damaged. Open it in Excel and save it again as .xlsx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a text (CSV) file. Save the member list as CSV (UTF-8) or .xlsx.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{club} is in {district} on row {row}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MID {mid} is also on row {row}, for {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({mid}) is also on row {row}, with other details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to fill in the team workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per player on the first sheet. Write the team name on the team&apos;s first row; rows below without a team name belong to the same team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team has 4 to 6 players (T1). A 7th or 8th player needs the committee&apos;s dispensation: register such a team in the program instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MID is the member number (digits only). A player may play for one team only in a season (T4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club and district decide where the team may qualify (T2). Birth year decides juniors and veterans (T6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Membership paid: Yes or No (empty means Yes; T5). Captain: Yes for exactly one player of each team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes or No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose Yes or No from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not Yes or No (Ja/Nej, X, 1/0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which team? Write the team name on the team&apos;s first row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} already has a captain on row {row}; mark one captain per team.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workbook lists no players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has {count} problem(s); correct them and import again. Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {team}: {problem}
Nothing was imported.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Json</name>
    <message>
        <source>{id} is used twice (first at {first})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a club of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} is reserved for the file&apos;s own record of how it was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a player of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ({mid}) is already on team {other} ({other_id}); a player plays for one team only (T4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a team of this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a team of this stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds are listed by increasing number; {number} follows {previous}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} has another match or the bye in round {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a played match of this stage has {halves} halves; this one lists {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mid} sits on both sides of this half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a match of this stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{match} has results; a match given as walkover has none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the drawn order must list exactly the teams of the lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} does not play match {match}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a valid date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match {match} has results for halves {halves} only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match {match} has a line-up but no result for half {half}; enter the result or remove the line-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be written in the open format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(and 1 more problem)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(and {count} more problems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>top level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a decimal number written as text, e.g. &quot;12.00&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a share from 0 to 1 written as text, e.g. &quot;0.5&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a date written YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a date and time written YYYY-MM-DDTHH:MM:SS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a time of day written HH:MM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not written as expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown keys {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing key {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing keys {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key {key} does not belong to a penalty of kind {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {expected}, not {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is not a valid date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is less than the smallest allowed value {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is more than the largest allowed value {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty; leave the key out instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists {count} entries; at least {limit} are needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists {count} entries; at most {limit} are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists the same entry twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{profile} is not a regulation profile of this program; known: {known}</source>
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
    <name>Players</name>
    <message>
        <source>MID {mid} belongs to {known}, not {given}. Correct the MID or the name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The club {club} belongs to {district}, not {given}. Correct the district.</source>
        <translation type="unfinished"></translation>
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
        <source>Match reports</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} · {date} · {boards} boards · match {match}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half {half} ({boards} boards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} P3: unauthorised player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP (walkover)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP half {half}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty VP (P6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP after penalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walkover given by {team} (W2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Struck from the results: a team of this match is excluded (W5, P5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each cell: the VP of the team in the row against the team in the column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} walkover (W2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} provisional walkover value, final when the series has ended (W2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[ ] struck: a match of an excluded team, counted for nobody (W5, P5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(awaiting the committee)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain, {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament director</source>
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
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the results entered so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decided by (H8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lot to be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalties (P6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IMP quotient = IMPs won ÷ IMPs lost. &quot;Decided by&quot; names what separates a team from the next one (H8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} Includes a provisional walkover value, final when the series has ended (W2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mark} Excluded: all results struck (W5, P4, P5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teams tied after every criterion: the TD draws a lot (H8).</source>
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
    <message>
        <source>A venue may deviate from the central timetable by at most {limit} minutes, not {offset}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} half {half} starts at {start} instead of {planned}: more than {limit} minutes off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A semifinal half is set to {minutes} minutes, but {boards} boards take {h4} minutes by H4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} half {half} lasts {slot_minutes} minutes instead of {minutes}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T1: whole part of P = {quotient}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T2: largest decimals ({decimals})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T3: equal decimals ({decimals}) decided by the percentage of the pair placed {place}: {value} vs {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T3: heats {heats} tie on decimals ({decimals}) for {places} place(s); the percentage of the next pair (place I+1) is needed for heats {missing}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T3: the next pairs of heats {undecided} have equal percentages for {undecided_places} place(s): lot needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} is the next team of heat {heat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every team of heat {previous} has been asked: heat {heat} is next in line for an extra place; ask {team}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody else takes the place: {team}, who declined, may have it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody takes {vacancies} place(s): the semifinal plays with fewer teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the answers of {teams}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every semifinal place is taken</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>the committee has ruled on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} gave the walkover to {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>struck: {team} is excluded from the stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>player {name} ({mid})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>membership fee unpaid: it must reach the federation by {deadline} (first offence {first}), or the team is disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind} on {date}: {reason}. All {count} matches of the team in the stage are struck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} walkovers given in {stage}; more than {limit} excludes the team and strikes its results</source>
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
    <name>Teams</name>
    <message>
        <source>There is already a team called {name}. Choose another name.</source>
        <translation type="unfinished"></translation>
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
