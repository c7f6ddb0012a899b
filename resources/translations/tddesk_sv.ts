<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>tddesk&apos;s matchpoints agree with the file&apos;s everywhere.</source>
        <translation>tddesks matchpoäng stämmer med filens överallt.</translation>
    </message>
    <message>
        <source>tddesk and the file differ in {count} figure(s); {explained} explained by the file&apos;s conventions.</source>
        <translation>tddesk och filen skiljer sig i {count} siffra/siffror; {explained} förklaras av filens konventioner.</translation>
    </message>
</context>
<context>
    <name>Advancement</name>
    <message>
        <source>A1: the file has no heats yet.</source>
        <translation>A1: filen har inga kvalheat ännu.</translation>
    </message>
    <message>
        <source>A2: {teams} teams in all heats, fewer than {four}: the committee decides the semifinal places; give their number.</source>
        <translation>A2: {teams} lag i alla kvalheat, färre än {four}: TK beslutar om semifinalplatserna; ange antalet.</translation>
    </message>
    <message>
        <source>A1: the standings of a tied heat are not final yet; the tie is decided on the figures as they are now.</source>
        <translation>A1: ställningen i ett kvalheat med lika decimaler är inte slutlig ännu; särskiljningen görs på siffrorna som de ser ut nu.</translation>
    </message>
    <message>
        <source>A2: {teams} teams in all heats give {places} semifinal places; the committee does not decide their number.</source>
        <translation>A2: {teams} lag i alla kvalheat ger {places} semifinalplatser; TK beslutar inte om antalet.</translation>
    </message>
    <message>
        <source>A2: the file has no heats yet, so no semifinal places can be given.</source>
        <translation>A2: filen har inga kvalheat ännu, så inga semifinalplatser kan anges.</translation>
    </message>
    <message>
        <source>A1: {heat} has no teams.</source>
        <translation>A1: {heat} har inga lag.</translation>
    </message>
    <message>
        <source>A1: {places} places cannot give each of the {heats} heats at least one place.</source>
        <translation>A1: {places} platser räcker inte till minst en plats för vart och ett av de {heats} kvalheaten.</translation>
    </message>
    <message>
        <source>A1: {places} places, but only {teams} teams in all heats.</source>
        <translation>A1: {places} platser, men bara {teams} lag i alla kvalheat.</translation>
    </message>
    <message>
        <source>{heat}: no team is placed next.</source>
        <translation>{heat}: inget lag finns på nästa placering.</translation>
    </message>
    <message>
        <source>{heat}: {team} (place {rank}) has no match yet, so no average VP.</source>
        <translation>{heat}: {team} (placering {rank}) har ingen spelad match ännu och därför inget VP-genomsnitt.</translation>
    </message>
    <message>
        <source>{heat}: {team} (place {rank}), average VP {vp} (bye VP removed), IMP quotient {quotient}, from the heat&apos;s standings</source>
        <translation>{heat}: {team} (placering {rank}), VP-genomsnitt {vp} (VP för frirond borträknade), IMP-kvot {quotient}, enligt kvalheatets ställning</translation>
    </message>
    <message>
        <source>A4: the semifinal places are not allocated yet.</source>
        <translation>A4: semifinalplatserna är inte fördelade ännu.</translation>
    </message>
    <message>
        <source>A4: the recorded answer of {team} no longer fits the heats&apos; standings; undo the answers given since the standings changed.</source>
        <translation>A4: det registrerade svaret från {team} stämmer inte längre med kvalheatens ställning; ångra svaren som getts sedan ställningen ändrades.</translation>
    </message>
    <message>
        <source>Ask next: {team} ({heat})</source>
        <translation>Fråga härnäst: {team} ({heat})</translation>
    </message>
    <message>
        <source>Nobody takes 1 place: the semifinal plays with fewer teams.</source>
        <translation>Ingen tar 1 plats: semifinalen spelas med färre lag.</translation>
    </message>
    <message>
        <source>Nobody takes {count} places: the semifinal plays with fewer teams.</source>
        <translation>Ingen tar {count} platser: semifinalen spelas med färre lag.</translation>
    </message>
    <message>
        <source>A4: 1 team offered a place has not answered yet.</source>
        <translation>A4: 1 lag som erbjudits plats har inte svarat ännu.</translation>
    </message>
    <message>
        <source>A4: {count} teams offered a place have not answered yet.</source>
        <translation>A4: {count} lag som erbjudits plats har inte svarat ännu.</translation>
    </message>
    <message>
        <source>Unknown target {target}; use semifinal, a_final or b_final.</source>
        <translation>Okänt mål {target}; använd semifinal, a_final eller b_final.</translation>
    </message>
    <message>
        <source>There is no team {team} in {stage}.</source>
        <translation>Det finns inget lag {team} i {stage}.</translation>
    </message>
    <message>
        <source>{team} does not play in {stage}.</source>
        <translation>{team} spelar inte i {stage}.</translation>
    </message>
    <message>
        <source>{team} plays in {stage}, not in the stage given.</source>
        <translation>{team} spelar i {stage}, inte i den angivna etappen.</translation>
    </message>
    <message>
        <source>{rule}: {team} has already answered; undo that answer to change it.</source>
        <translation>{rule}: {team} har redan svarat; ångra det svaret för att ändra det.</translation>
    </message>
    <message>
        <source>{rule}: {team} has no place to answer now. {next}</source>
        <translation>{rule}: {team} har ingen plats att svara på nu. {next}</translation>
    </message>
    <message>
        <source>{team} has no recorded answer to take back.</source>
        <translation>{team} har inget registrerat svar att ta tillbaka.</translation>
    </message>
    <message>
        <source>Every semifinal place is taken.</source>
        <translation>Alla semifinalplatser är besatta.</translation>
    </message>
    <message>
        <source>Offers are replayed for the semifinal and the A-final, not for {target}.</source>
        <translation>Erbjudanden följs för semifinalen och A-finalen, inte för {target}.</translation>
    </message>
    <message>
        <source>Timetable</source>
        <translation>Tidsschema</translation>
    </message>
    <message>
        <source>Venue: {venue}</source>
        <translation>Spelplats: {venue}</translation>
    </message>
    <message>
        <source>The central timetable (A7).</source>
        <translation>Det centralt fastställda tidsschemat (A7).</translation>
    </message>
    <message>
        <source>Day not set</source>
        <translation>Dag ej bestämd</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Halvlek</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Slut</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>{team}: bye</source>
        <translation>{team}: frirond</translation>
    </message>
    <message>
        <source>Lunch</source>
        <translation>Lunch</translation>
    </message>
    <message>
        <source>Table fees (F2): {amount} kr per team and round</source>
        <translation>Bordsavgifter (F2): {amount} kr per lag och rond</translation>
    </message>
    <message>
        <source>R{number}</source>
        <translation>R{number}</translation>
    </message>
    <message>
        <source>Due</source>
        <translation>Att betala</translation>
    </message>
    <message>
        <source>paid</source>
        <translation>betald</translation>
    </message>
    <message>
        <source>A round&apos;s amount is what the team owes for it (less an F3 junior discount); &quot;paid&quot; when it is recorded as paid.</source>
        <translation>Beloppet för en rond är vad laget ska betala för den (efter eventuell juniorrabatt enligt F3); ”betald” när den är registrerad som betald.</translation>
    </message>
    <message>
        <source>Jury representative</source>
        <translation>Juryrepresentant</translation>
    </message>
    <message>
        <source>Jury representatives</source>
        <translation>Juryrepresentanter</translation>
    </message>
    <message>
        <source>Semifinals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <source>There is no team {team}.</source>
        <translation>Det finns inget lag {team}.</translation>
    </message>
    <message>
        <source>Give at least one semifinal.</source>
        <translation>Ange minst en semifinal.</translation>
    </message>
    <message>
        <source>Each semifinal needs its venue and its offset: {groups} semifinals, {venues} venues, {offsets} offsets.</source>
        <translation>Varje semifinal behöver sin spelplats och sin tidsförskjutning: {groups} semifinaler, {venues} spelplatser, {offsets} förskjutningar.</translation>
    </message>
    <message>
        <source>A team can play in only one semifinal: {teams}.</source>
        <translation>Ett lag kan bara spela i en semifinal: {teams}.</translation>
    </message>
    <message>
        <source>A5: semifinal {number} has {count} teams; a semifinal has 2 to {most}.</source>
        <translation>A5: semifinal {number} har {count} lag; en semifinal har 2 till {most}.</translation>
    </message>
    <message>
        <source>Semifinal {number} needs a venue.</source>
        <translation>Semifinal {number} behöver en spelplats.</translation>
    </message>
    <message>
        <source>A7: the {count} teams of semifinal {number} need more rounds than the central day has.</source>
        <translation>A7: de {count} lagen i semifinal {number} behöver fler ronder än centraldagen har.</translation>
    </message>
    <message>
        <source>The semifinals already exist; undo their creation to make them again.</source>
        <translation>Semifinalerna finns redan; ångra att de skapades för att skapa dem på nytt.</translation>
    </message>
    <message>
        <source>Semifinal {number} – {venue}</source>
        <translation>Semifinal {number} – {venue}</translation>
    </message>
    <message>
        <source>The table cannot end ({ended}) before it started ({started}).</source>
        <translation>Bordet kan inte sluta ({ended}) innan det började ({started}).</translation>
    </message>
    <message>
        <source>A match has table 1 (open room) and table 2 (closed room), not {table}.</source>
        <translation>En match har bord 1 (öppet rum) och bord 2 (slutet rum), inte {table}.</translation>
    </message>
    <message>
        <source>{stage} plays 1 half; there is no half {half}.</source>
        <translation>{stage} spelas i 1 halvlek; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>{stage} plays {halves} halves; there is no half {half}.</source>
        <translation>{stage} spelas i {halves} halvlekar; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a time; write it as HH:MM.</source>
        <translation>&apos;{value}&apos; är ingen tid; skriv den som TT:MM.</translation>
    </message>
    <message>
        <source>A7: {count} rounds on {date} do not fit the central timetable of one day.</source>
        <translation>A7: {count} ronder den {date} ryms inte i en dags centrala tidsschema.</translation>
    </message>
    <message>
        <source>A7: {stage} does not play on the central timetable (only the semifinals and the A-final do).</source>
        <translation>A7: {stage} spelas inte enligt det centrala tidsschemat (det gör bara semifinalerna och A-finalen).</translation>
    </message>
    <message>
        <source>H4: {boards} boards per half, {minutes} minutes per half.</source>
        <translation>H4: {boards} brickor per halvlek, {minutes} minuter per halvlek.</translation>
    </message>
    <message>
        <source>A5: the timetable gives {slot} minutes per half, H4 gives {minutes}.</source>
        <translation>A5: tidsschemat ger {slot} minuter per halvlek, H4 ger {minutes}.</translation>
    </message>
    <message>
        <source>A7: this venue plays {offset:+d} minutes from the central timetable (at most {limit} allowed).</source>
        <translation>A7: denna spelplats avviker {offset:+d} minuter från det centrala tidsschemat (högst {limit} tillåts).</translation>
    </message>
    <message>
        <source>A5: the same {boards} boards are played in all semifinals.</source>
        <translation>A5: samma {boards} brickor spelas i alla semifinaler.</translation>
    </message>
    <message>
        <source>A6: there are no semifinals yet.</source>
        <translation>A6: det finns inga semifinaler ännu.</translation>
    </message>
    <message>
        <source>one of the best third-placed teams</source>
        <translation>en av de bästa treorna</translation>
    </message>
    <message>
        <source>place {rank} in {semifinal}</source>
        <translation>placering {rank} i {semifinal}</translation>
    </message>
    <message>
        <source>A6: not finished yet: {semifinals}; the qualifiers are provisional.</source>
        <translation>A6: ännu inte färdigspelade: {semifinals}; de kvalificerade lagen är preliminära.</translation>
    </message>
    <message>
        <source>A10: nobody is left to take 1 place: the final plays with fewer teams.</source>
        <translation>A10: det finns ingen kvar som kan ta 1 plats: finalen spelas med färre lag.</translation>
    </message>
    <message>
        <source>A10: nobody is left to take {count} places: the final plays with fewer teams.</source>
        <translation>A10: det finns ingen kvar som kan ta {count} platser: finalen spelas med färre lag.</translation>
    </message>
    <message>
        <source>Every final place is taken.</source>
        <translation>Alla finalplatser är besatta.</translation>
    </message>
    <message>
        <source>A9: the B-final&apos;s teams come from the semifinals.</source>
        <translation>A9: B-finalens lag kommer från semifinalerna.</translation>
    </message>
    <message>
        <source>A9: a team of the A-final cannot play the B-final.</source>
        <translation>A9: ett lag i A-finalen kan inte spela B-finalen.</translation>
    </message>
    <message>
        <source>The team has already answered; undo that answer to change it.</source>
        <translation>Laget har redan svarat; ångra det svaret för att ändra det.</translation>
    </message>
    <message>
        <source>A final is an A-final or a B-final, not {kind}.</source>
        <translation>En final är en A-final eller en B-final, inte {kind}.</translation>
    </message>
    <message>
        <source>A team is named twice for the final.</source>
        <translation>Ett lag anges två gånger till finalen.</translation>
    </message>
    <message>
        <source>A8: the A-final has at most {most} teams (at least 2); {count} were given.</source>
        <translation>A8: A-finalen har högst {most} lag (minst 2); {count} angavs.</translation>
    </message>
    <message>
        <source>A-final</source>
        <translation>A-final</translation>
    </message>
    <message>
        <source>A9: the B-final has at most {most} teams; {count} were given.</source>
        <translation>A9: B-finalen har högst {most} lag; {count} angavs.</translation>
    </message>
    <message>
        <source>A9: with fewer than {least} teams there is no B-final.</source>
        <translation>A9: med färre än {least} lag blir det ingen B-final.</translation>
    </message>
    <message>
        <source>B-final</source>
        <translation>B-final</translation>
    </message>
    <message>
        <source>{final} already exists; undo its creation to make it again.</source>
        <translation>{final} finns redan; ångra att den skapades för att skapa den på nytt.</translation>
    </message>
    <message>
        <source>semifinal places of the file&apos;s heats (A1, A2)</source>
        <translation>semifinalplatser för filens kvalheat (A1, A2)</translation>
    </message>
    <message>
        <source>semifinal places (default: A2&apos;s number for the teams in all heats, else the number kept in the file)</source>
        <translation>antal semifinalplatser (standard: antalet enligt A2 för lagen i alla kvalheat, annars antalet som sparats i filen)</translation>
    </message>
    <message>
        <source>expected a whole number of places of at least 1, not {text!r}</source>
        <translation>antalet platser ska vara ett heltal, minst 1, inte {text!r}</translation>
    </message>
    <message>
        <source>A2: {semifinals} semifinals</source>
        <translation>A2: {semifinals} semifinaler</translation>
    </message>
    <message>
        <source>kept in the file</source>
        <translation>sparat i filen</translation>
    </message>
    <message>
        <source>given</source>
        <translation>angivet</translation>
    </message>
    <message>
        <source>A1: {teams} teams in {heats} heats, {places} semifinal places ({source})</source>
        <translation>A1: {teams} lag i {heats} kvalheat, {places} semifinalplatser ({source})</translation>
    </message>
    <message>
        <source>Tie figures from the file&apos;s standings:</source>
        <translation>Särskiljningstal från filens ställningar:</translation>
    </message>
    <message>
        <source>Semifinal places (A1)</source>
        <translation>Semifinalplatser (A1)</translation>
    </message>
    <message>
        <source>{teams} teams in {heats} heats: {semifinals} semifinals of four, {places} places (A2).</source>
        <translation>{teams} lag i {heats} kvalheat: {semifinals} semifinaler med fyra lag, {places} platser (A2).</translation>
    </message>
    <message>
        <source>{teams} teams in {heats} heats: {places} places, given by the TD (A2).</source>
        <translation>{teams} lag i {heats} kvalheat: {places} platser, angivna av TL (A2).</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Quotient</source>
        <translation>Jämförelsetal</translation>
    </message>
    <message>
        <source>Whole</source>
        <translation>Heltal</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Decimaler</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Quotient = teams in the heat ÷ teams in all heats × places; one place per whole unit, at least one, the rest by the largest decimals (A1).</source>
        <translation>Jämförelsetal = lag i kvalheatet ÷ lag i alla kvalheat × platser; en plats per heltal, minst en, resten efter största decimalerna (A1).</translation>
    </message>
    <message>
        <source>Order of choosing (A3)</source>
        <translation>Valordning (A3)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Place in heat</source>
        <translation>Placering i kvalheat</translation>
    </message>
    <message>
        <source>Allocation to semifinals</source>
        <translation>Fördelning av semifinalplatser</translation>
    </message>
    <message>
        <source>Save the printout</source>
        <translation>Spara utskriften</translation>
    </message>
</context>
<context>
    <name>AllocationView</name>
    <message>
        <source>Allocation to the semifinals</source>
        <translation>Fördelning av semifinalplatser</translation>
    </message>
    <message>
        <source>Semifinal &amp;places:</source>
        <translation>Semifinal&amp;platser:</translation>
    </message>
    <message>
        <source>Answer &amp;date:</source>
        <translation>Svars&amp;datum:</translation>
    </message>
    <message>
        <source>&amp;Accepts</source>
        <translation>&amp;Tackar ja</translation>
    </message>
    <message>
        <source>&amp;Declines</source>
        <translation>Tackar &amp;nej</translation>
    </message>
    <message>
        <source>&amp;Print allocation…</source>
        <translation>Skriv &amp;ut fördelningen…</translation>
    </message>
    <message>
        <source>Create &amp;semifinals…</source>
        <translation>Skapa &amp;semifinaler…</translation>
    </message>
    <message>
        <source>A2: fewer than 22 teams — the committee decides the places</source>
        <translation>A2: färre än 22 lag — TK beslutar om platserna</translation>
    </message>
    <message>
        <source>A2: {count} semifinals of four</source>
        <translation>A2: {count} semifinaler med fyra lag</translation>
    </message>
    <message>
        <source>{teams} teams in {heats} heats; {places} semifinal places.</source>
        <translation>{teams} lag i {heats} kvalheat; {places} semifinalplatser.</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Quotient</source>
        <translation>Jämförelsetal</translation>
    </message>
    <message>
        <source>Whole</source>
        <translation>Heltal</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Decimaler</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>accepts</source>
        <translation>tackar ja</translation>
    </message>
    <message>
        <source>declines</source>
        <translation>tackar nej</translation>
    </message>
    <message>
        <source>not answered</source>
        <translation>inte svarat</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>Place in heat</source>
        <translation>Placering i kvalheat</translation>
    </message>
    <message>
        <source>ask now</source>
        <translation>fråga nu</translation>
    </message>
    <message>
        <source>Semifinal places: {places}</source>
        <translation>Semifinalplatser: {places}</translation>
    </message>
    <message>
        <source>Take back the answers from {team} on, and ask again</source>
        <translation>Ta tillbaka svaren från och med {team} och fråga igen</translation>
    </message>
    <message>
        <source>Choose the team that answers.</source>
        <translation>Välj laget som svarar.</translation>
    </message>
    <message>
        <source>{team} accepts a semifinal place</source>
        <translation>{team} tackar ja till en semifinalplats</translation>
    </message>
    <message>
        <source>{team} declines a semifinal place</source>
        <translation>{team} tackar nej till en semifinalplats</translation>
    </message>
    <message>
        <source>Semifinal places.pdf</source>
        <translation>Semifinalplatser.pdf</translation>
    </message>
    <message>
        <source>The printout could not be saved: {error}</source>
        <translation>Utskriften kunde inte sparas: {error}</translation>
    </message>
</context>
<context>
    <name>AppealDialog</name>
    <message>
        <source>New appeal</source>
        <translation>Nytt överklagande</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Rond:</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Lag:</translation>
    </message>
    <message>
        <source>R&amp;uling:</source>
        <translation>&amp;Domslut:</translation>
    </message>
    <message>
        <source>Ruling &amp;given at:</source>
        <translation>Domslutet &amp;avgavs:</translation>
    </message>
    <message>
        <source>Round &amp;ended:</source>
        <translation>Ronden &amp;slutade:</translation>
    </message>
    <message>
        <source>&amp;Filed at:</source>
        <translation>&amp;Inlämnat:</translation>
    </message>
    <message>
        <source>known, at:</source>
        <translation>känt, kl:</translation>
    </message>
    <message>
        <source>S4: the deadline is 30 minutes after the round ends; enter when it ended. Deposit {deposit} SEK.</source>
        <translation>S4: fristen är 30 minuter efter att ronden slutat; ange när den slutade. Deposition {deposit} SEK.</translation>
    </message>
    <message>
        <source>S4: deadline {deadline}; deposit {deposit} SEK.</source>
        <translation>S4: frist {deadline}; deposition {deposit} SEK.</translation>
    </message>
    <message>
        <source>The appeal is LATE; it is registered and flagged.</source>
        <translation>Överklagandet är FÖR SENT; det registreras och markeras.</translation>
    </message>
</context>
<context>
    <name>Appeals</name>
    <message>
        <source>Describe the ruling that is appealed.</source>
        <translation>Beskriv domslutet som överklagas.</translation>
    </message>
    <message>
        <source>The appeal cannot be filed before the ruling was given.</source>
        <translation>Överklagandet kan inte lämnas in före domslutet.</translation>
    </message>
    <message>
        <source>{name} has no round {round}.</source>
        <translation>{name} har ingen rond {round}.</translation>
    </message>
    <message>
        <source>The deposit cannot be negative.</source>
        <translation>Depositionsavgiften kan inte vara negativ.</translation>
    </message>
    <message>
        <source>Unknown outcome {outcome}.</source>
        <translation>Okänt utfall {outcome}.</translation>
    </message>
    <message>
        <source>There is no appeal {appeal}.</source>
        <translation>Det finns inget överklagande {appeal}.</translation>
    </message>
</context>
<context>
    <name>AppealsView</name>
    <message>
        <source>pending</source>
        <translation>ej avgjort</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>bifallet</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>avslaget</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>återkallat</translation>
    </message>
    <message>
        <source>Appeals (S4): in writing within 30 minutes of the end of the round; in the last two rounds 5 minutes after the ruling</source>
        <translation>Överklaganden (S4): skriftligt inom 30 minuter efter rondens slut; i de två sista ronderna 5 minuter efter domslutet</translation>
    </message>
    <message>
        <source>&amp;New appeal…</source>
        <translation>&amp;Nytt överklagande…</translation>
    </message>
    <message>
        <source>Set &amp;outcome</source>
        <translation>Ange &amp;utfall</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Ruling given</source>
        <translation>Domslut avgivet</translation>
    </message>
    <message>
        <source>Filed</source>
        <translation>Inlämnat</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>För sent</translation>
    </message>
    <message>
        <source>Deposit (SEK)</source>
        <translation>Deposition (SEK)</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <source>Deposit returned</source>
        <translation>Deposition åter</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>FÖR SENT</translation>
    </message>
    <message>
        <source>Choose an appeal in the list first.</source>
        <translation>Välj först ett överklagande i listan.</translation>
    </message>
    <message>
        <source>Appeal outcome</source>
        <translation>Överklagandets utfall</translation>
    </message>
</context>
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>användning: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argument</translation>
    </message>
    <message>
        <source>options</source>
        <translation>flaggor</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>följande argument krävs: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>okända argument: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ogiltigt val: %(value)r (välj bland %(choices)s)</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ett värde behövs</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>minst ett värde behövs</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ogiltigt värde för %(type)s: %(value)r</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>tvetydig flagga: %(option)s kan betyda %(matches)s</translation>
    </message>
    <message>
        <source>one of the arguments %s is required</source>
        <translation>ett av argumenten %s krävs</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>inte tillåtet tillsammans med argumentet %s</translation>
    </message>
</context>
<context>
    <name>BoardLayoutDialog</name>
    <message>
        <source>Board layout: {stage}</source>
        <translation>Brickläggning: {stage}</translation>
    </message>
    <message>
        <source>On through the day (central days)</source>
        <translation>Löpande genom dagen (centraldagar)</translation>
    </message>
    <message>
        <source>From 1 in every round (heats)</source>
        <translation>Från 1 i varje rond (heat)</translation>
    </message>
    <message>
        <source>Board numbers</source>
        <translation>Bricknummer</translation>
    </message>
    <message>
        <source>Bridgemate section</source>
        <translation>Bridgemate-sektion</translation>
    </message>
    <message>
        <source>any (the file has one section)</source>
        <translation>vilken som helst (filen har en sektion)</translation>
    </message>
    <message>
        <source>By default Bridgemate round r is round ⌈r / halves⌉, half (r − 1) mod halves + 1, and tables 2k − 1 and 2k are the open and the closed room of the round&apos;s match k. Add a row only where the venue did otherwise.</source>
        <translation>Normalt är Bridgemate-rond r rond ⌈r / halvlekar⌉, halvlek (r − 1) mod halvlekar + 1, och borden 2k − 1 och 2k är öppet och slutet rum i rondens match k. Lägg bara till en rad där spelplatsen gjorde på annat sätt.</translation>
    </message>
    <message>
        <source>Bridgemate rounds</source>
        <translation>Bridgemate-ronder</translation>
    </message>
    <message>
        <source>Bridgemate round</source>
        <translation>Bridgemate-rond</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Halvlek</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Room (open/closed)</source>
        <translation>Rum (öppet/slutet)</translation>
    </message>
    <message>
        <source>Add a round</source>
        <translation>Lägg till en rond</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Add a table</source>
        <translation>Lägg till ett bord</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öppet</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>slutet</translation>
    </message>
    <message>
        <source>Row {row}: {column} is a whole number from 1 to {largest}, not &apos;{text}&apos;.</source>
        <translation>Rad {row}: {column} är ett heltal från 1 till {largest}, inte &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>Row {row}: the room is &apos;{open}&apos; or &apos;{closed}&apos;, not &apos;{text}&apos;.</source>
        <translation>Rad {row}: rummet är &apos;{open}&apos; eller &apos;{closed}&apos;, inte &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>Board layout of {stage}</source>
        <translation>Brickläggning för {stage}</translation>
    </message>
</context>
<context>
    <name>Boards</name>
    <message>
        <source>A room is open or closed, not {room}.</source>
        <translation>Ett rum är öppet eller slutet, inte {room}.</translation>
    </message>
    <message>
        <source>Board {board} is not played in half {half} of this match (boards {first}-{last}).</source>
        <translation>Bricka {board} spelas inte i halvlek {half} av den här matchen (brickorna {first}-{last}).</translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Bricka {board}</translation>
    </message>
    <message>
        <source>Give either an assigned NS score or an artificial score such as 60/40.</source>
        <translation>Ange antingen ett tilldelat resultat för NS eller ett konstlat resultat som 60/40.</translation>
    </message>
    <message>
        <source>Board {board}: an assigned score is in tens of points, not {score}.</source>
        <translation>Bricka {board}: ett tilldelat resultat anges i tiotal poäng, inte {score}.</translation>
    </message>
    <message>
        <source>{stage} plays 1 half; there is no half {half}.</source>
        <translation>{stage} spelas i 1 halvlek; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>{stage} plays {halves} halves; there is no half {half}.</source>
        <translation>{stage} spelas i {halves} halvlekar; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>Give one adjusted score: an assigned NS score, an artificial score such as 60/40 or a weighted score.</source>
        <translation>Ange ett justerat resultat: ett tilldelat resultat för NS, ett konstlat resultat som 60/40 eller ett viktat resultat.</translation>
    </message>
    <message>
        <source>Board {board} has no result in the {room} room to remove.</source>
        <translation>Bricka {board} har inget resultat i {room} rum att ta bort.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öppet</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>slutet</translation>
    </message>
    <message>
        <source>Choose the boards or the typed totals, not {source}.</source>
        <translation>Välj brickorna eller de inskrivna summorna, inte {source}.</translation>
    </message>
    <message>
        <source>Half {half} has no typed totals; its boards count.</source>
        <translation>Halvlek {half} har inga inskrivna summor; dess brickor gäller.</translation>
    </message>
    <message>
        <source>Round {round}, half {half}: {entered} of {expected} boards</source>
        <translation>Rond {round}, halvlek {half}: {entered} av {expected} brickor</translation>
    </message>
    <message>
        <source>The document has no IMPs across the field for {stage}.</source>
        <translation>Dokumentet har inga IMP över fältet för {stage}.</translation>
    </message>
    <message>
        <source>The document&apos;s IMPs across the field for {stage} cannot be read.</source>
        <translation>Dokumentets IMP över fältet för {stage} kan inte läsas.</translation>
    </message>
    <message>
        <source>IMPs capped at {cap} per comparison</source>
        <translation>IMP begränsade till {cap} per jämförelse</translation>
    </message>
    <message>
        <source>weighted: {parts}</source>
        <translation>viktat: {parts}</translation>
    </message>
</context>
<context>
    <name>Bridgemate</name>
    <message>
        <source>{file} could not be read just now (it is probably being written); try again in a moment.</source>
        <translation>{file} kunde inte läsas just nu (den skrivs förmodligen); försök igen om en stund.</translation>
    </message>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>{file} does not exist; choose the file again.</source>
        <translation>{file} finns inte; välj filen igen.</translation>
    </message>
    <message>
        <source>{file} is a folder, not a Bridgemate file; choose the .bws file in it.</source>
        <translation>{file} är en mapp, inte en Bridgemate-fil; välj .bws-filen i den.</translation>
    </message>
    <message>
        <source>{file} is not a Bridgemate results file (not an Access database); nothing was imported.</source>
        <translation>{file} är ingen Bridgemate-resultatfil (ingen Access-databas); inget lästes in.</translation>
    </message>
    <message>
        <source>{file} is not a Bridgemate results file (it has no {tables} table); nothing was imported.</source>
        <translation>{file} är ingen Bridgemate-resultatfil (tabellen {tables} saknas); inget lästes in.</translation>
    </message>
    <message>
        <source>{file} is not a Bridgemate results file (its tables lack the columns BCS writes); nothing was imported.</source>
        <translation>{file} är ingen Bridgemate-resultatfil (tabellerna saknar kolumner som BCS skriver); inget lästes in.</translation>
    </message>
    <message>
        <source>{file} is damaged or cut short and cannot be read; nothing was imported. Ask for a new copy of the file (in BCS: the session&apos;s backup).</source>
        <translation>{file} är skadad eller avkortad och kan inte läsas; inget lästes in. Be om en ny kopia av filen (i BCS: sessionens säkerhetskopia).</translation>
    </message>
    <message>
        <source>{where}: not played (Bridgemate); the board is scored without this table.</source>
        <translation>{where}: ej spelad (Bridgemate); brickan räknas utan detta bord.</translation>
    </message>
    <message>
        <source>The file has no section {letter} (it has {letters}); correct the stage&apos;s Bridgemate layout.</source>
        <translation>Filen har ingen sektion {letter} (den har {letters}); rätta etappens Bridgemate-uppställning.</translation>
    </message>
    <message>
        <source>The file has sections {letters}; choose the stage&apos;s section in its Bridgemate layout.</source>
        <translation>Filen har sektionerna {letters}; välj etappens sektion i dess Bridgemate-uppställning.</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>Table {table}, board {board}</source>
        <translation>Bord {table}, bricka {board}</translation>
    </message>
    <message>
        <source>{where}: Bridgemate round {bm_round} is round {round}, half {half}, which has no match {position} in {stage}.</source>
        <translation>{where}: Bridgemate-rond {bm_round} är rond {round}, halvlek {half}, som inte har någon match {position} i {stage}.</translation>
    </message>
    <message>
        <source>{where}: board {board} is not played in round {round}, half {half} (boards {first}-{last}).</source>
        <translation>{where}: bricka {board} spelas inte i rond {round}, halvlek {half} (brickorna {first}-{last}).</translation>
    </message>
    <message>
        <source>{where}: two different results without a correction (rows {first} and {last}); the newest counts — check it.</source>
        <translation>{where}: två olika resultat utan rättelse (rad {first} och {last}); det senaste gäller — kontrollera det.</translation>
    </message>
    <message>
        <source>{where}: the result entered in tddesk is kept, not the file&apos;s {contract} {result}; remove it first to take the file&apos;s.</source>
        <translation>{where}: resultatet som skrivits in i tddesk behålls, inte filens {contract} {result}; ta bort det först för att ta filens.</translation>
    </message>
    <message>
        <source>{where}: {words} The lead was left out.</source>
        <translation>{where}: {words} Utspelet utelämnades.</translation>
    </message>
    <message>
        <source>… and {count} more.</source>
        <translation>… och {count} till.</translation>
    </message>
    <message>
        <source>The players in the file are on {teams}, which do not play in {stage}: it is another venue&apos;s or stage&apos;s file.</source>
        <translation>Spelarna i filen hör till {teams}, som inte spelar i {stage}: det är en annan spelorts eller omgångs fil.</translation>
    </message>
    <message>
        <source>The file has results of section {ids}, which its Section table lacks.</source>
        <translation>Filen har resultat från sektion {ids}, som saknas i dess Section-tabell.</translation>
    </message>
    <message>
        <source>The file is older than the one imported before: its newest row is {row}, but row {imported} was imported already. Importing it would undo later corrections.</source>
        <translation>Filen är äldre än den som lästes in tidigare: dess nyaste rad är {row}, men rad {imported} är redan inläst. Att läsa in den skulle ångra senare rättelser.</translation>
    </message>
    <message>
        <source>The file holds no results for this stage; nothing was imported and no result was removed.</source>
        <translation>Filen har inga resultat för denna omgång; inget lästes in och inget resultat togs bort.</translation>
    </message>
    <message>
        <source>The Bridgemate file does not fit {stage}; nothing was imported:
{problems}</source>
        <translation>Bridgemate-filen passar inte {stage}; ingenting importerades:
{problems}</translation>
    </message>
    <message>
        <source>Pairs {numbers} of the file do not play in the heat.</source>
        <translation>Paren {numbers} i filen spelar inte i kvalet.</translation>
    </message>
    <message>
        <source>There is no stage or pairs heat {id}.</source>
        <translation>Det finns ingen omgång eller parkval {id}.</translation>
    </message>
    <message>
        <source>Boards outside the stage&apos;s layout: {where}.</source>
        <translation>Brickor utanför omgångens brickläggning: {where}.</translation>
    </message>
    <message>
        <source>table {table} board {board}</source>
        <translation>bord {table} bricka {board}</translation>
    </message>
    <message>
        <source>The file has no table for {count} rooms of the stage&apos;s matches.</source>
        <translation>Filen saknar bord för {count} rum i omgångens matcher.</translation>
    </message>
    <message>
        <source>The file has no section {letter} (it has {letters}).</source>
        <translation>Filen har ingen sektion {letter} (den har {letters}).</translation>
    </message>
    <message>
        <source>Tables {open}/{closed}, Bridgemate round {round}</source>
        <translation>Bord {open}/{closed}, Bridgemate-rond {round}</translation>
    </message>
    <message>
        <source>{where}, {seat} in the {room} room: player number {mid} is not in the member register; the line-up is not taken.</source>
        <translation>{where}, {seat} i {room} rum: spelarnummer {mid} finns inte i medlemsregistret; laguppställningen tas inte in.</translation>
    </message>
    <message>
        <source>{stage} plays {halves} halves a round; there is no half {half}.</source>
        <translation>{stage} spelas i {halves} halvlekar per rond; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>{stage} has no round {round} (it has rounds {first}-{last}).</source>
        <translation>{stage} har ingen rond {round} (den har ronderna {first}-{last}).</translation>
    </message>
    <message>
        <source>{stage} has no matches to seat yet; make the schedule first.</source>
        <translation>{stage} har inga matcher att placera ännu; gör spelschemat först.</translation>
    </message>
    <message>
        <source>{file} is in use: Bridgemate Control Software must have the file closed. Close the session in BCS, then try again; the file was left as it was.</source>
        <translation>{file} används: Bridgemate Control Software måste ha filen stängd. Stäng sessionen i BCS och försök igen; filen lämnades som den var.</translation>
    </message>
    <message>
        <source>{file} cannot be written: {error}</source>
        <translation>{file} kan inte skrivas: {error}</translation>
    </message>
    <message>
        <source>{file} cannot be read as a Bridgemate file ({reason}); it was left as it was.</source>
        <translation>{file} kan inte läsas som en Bridgemate-fil ({reason}); den lämnades som den var.</translation>
    </message>
    <message>
        <source>Board {board} of the {room} room has no played result to send back.</source>
        <translation>Bricka {board} i {room} rum har inget spelat resultat att skicka tillbaka.</translation>
    </message>
    <message>
        <source>{heat} has {count} pairs; a session file needs at least 4.</source>
        <translation>{heat} har {count} par; en Bridgemate-fil kräver minst 4.</translation>
    </message>
    <message>
        <source>{heat}: a {movement} seats two pairs at every table, and {count} pairs is an odd number; add or strike a pair, or play a barometer.</source>
        <translation>{heat}: en {movement} har två par vid varje bord, och {count} par är ett udda antal; lägg till eller stryk ett par, eller spela barometer.</translation>
    </message>
    <message>
        <source>{heat}, session {session}: the movement does not fit ({reason}).</source>
        <translation>{heat}, speltillfälle {session}: rörelsen passar inte ({reason}).</translation>
    </message>
    <message>
        <source>{heat}, session {session}</source>
        <translation>{heat}, speltillfälle {session}</translation>
    </message>
    <message>
        <source>{file} is now a folder, not the Bridgemate file; following waits.</source>
        <translation>{file} är nu en mapp, inte Bridgemate-filen; följningen väntar.</translation>
    </message>
    <message>
        <source>{file} has disappeared; following waits for it to come back.</source>
        <translation>{file} har försvunnit; följningen väntar på att den kommer tillbaka.</translation>
    </message>
    <message>
        <source>Board {board} of pair {ns} (North-South) in session {session} has no played result to send back.</source>
        <translation>Bricka {board} för par {ns} (Nord-Syd) i speltillfälle {session} har inget spelat resultat att skicka tillbaka.</translation>
    </message>
    <message>
        <source>{file} does not seat pair {ns} against pair {ew} on board {board}: it is not the file of {heat}, session {session}. Choose that session&apos;s file; it was left as it was.</source>
        <translation>{file} placerar inte par {ns} mot par {ew} på bricka {board}: det är inte filen för {heat}, speltillfälle {session}. Välj det speltillfällets fil; filen lämnades som den var.</translation>
    </message>
</context>
<context>
    <name>BridgemateMenu</name>
    <message>
        <source>Bridgemate file</source>
        <translation>Bridgemate-fil</translation>
    </message>
    <message>
        <source>Bridgemate files (*.bws);;All files (*)</source>
        <translation>Bridgemate-filer (*.bws);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Inte importerad</translation>
    </message>
    <message>
        <source>Bridgemate: {count} results from {file}</source>
        <translation>Bridgemate: {count} resultat från {file}</translation>
    </message>
    <message>
        <source>{boards} results, {removed} removed, {lineups} line-ups.</source>
        <translation>{boards} resultat, {removed} borttagna, {lineups} laguppställningar.</translation>
    </message>
    <message>
        <source>Bridgemate</source>
        <translation>Bridgemate</translation>
    </message>
    <message>
        <source>Round {round} changed: re-seat it in {file}…</source>
        <translation>Rond {round} ändrad: placera om den i {file}…</translation>
    </message>
    <message>
        <source>Not written</source>
        <translation>Inte skriven</translation>
    </message>
    <message>
        <source>{file}: {movement}, {tables} tables, {rounds} rounds.</source>
        <translation>{file}: {movement}, {tables} bord, {rounds} ronder.</translation>
    </message>
    <message>
        <source>barometer</source>
        <translation>barometer</translation>
    </message>
    <message>
        <source>{file}: section {section}, {tables} tables, Bridgemate rounds {first}-{last}.</source>
        <translation>{file}: sektion {section}, {tables} bord, Bridgemate-ronder {first}-{last}.</translation>
    </message>
    <message>
        <source>… and {count} more note in the details.</source>
        <translation>… och {count} anteckning till i detaljerna.</translation>
    </message>
    <message>
        <source>… and {count} more notes in the details.</source>
        <translation>… och {count} anteckningar till i detaljerna.</translation>
    </message>
    <message>
        <source>Check Bridgemate file</source>
        <translation>Kontrollera Bridgemate-fil</translation>
    </message>
    <message>
        <source>&amp;Bridgemate</source>
        <translation>&amp;Bridgemate</translation>
    </message>
    <message>
        <source>&amp;Create Bridgemate file…</source>
        <translation>Skapa &amp;Bridgemate-fil…</translation>
    </message>
    <message>
        <source>&amp;Import file…</source>
        <translation>&amp;Importera fil…</translation>
    </message>
    <message>
        <source>&amp;Check file…</source>
        <translation>&amp;Kontrollera fil…</translation>
    </message>
    <message>
        <source>&amp;Follow file…</source>
        <translation>&amp;Följ fil…</translation>
    </message>
    <message>
        <source>&amp;Stop following</source>
        <translation>&amp;Sluta följa</translation>
    </message>
    <message>
        <source>IMPs across the &amp;field…</source>
        <translation>IMP över &amp;fältet…</translation>
    </message>
    <message>
        <source>Board &amp;layout…</source>
        <translation>Brick&amp;läggning…</translation>
    </message>
    <message>
        <source>Checks of the &amp;day…</source>
        <translation>Dagens &amp;kontroller…</translation>
    </message>
    <message>
        <source>C&amp;hanges during play…</source>
        <translation>Ä&amp;ndringar under spel…</translation>
    </message>
</context>
<context>
    <name>BwsChangeDialog</name>
    <message>
        <source>Bridgemate: changes during play</source>
        <translation>Bridgemate: ändringar under spel</translation>
    </message>
    <message>
        <source>Venue&apos;s file:</source>
        <translation>Spelplatsens fil:</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Rond:</translation>
    </message>
    <message>
        <source>Half:</source>
        <translation>Halvlek:</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <source>Room:</source>
        <translation>Rum:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Bricka:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bläddra…</translation>
    </message>
    <message>
        <source>BCS must have the file closed while it is rewritten: between halves, close the session in Bridgemate Control Software, make the change, open it again.</source>
        <translation>BCS måste ha filen stängd medan den skrivs om: mellan halvlekarna, stäng sessionen i Bridgemate Control Software, gör ändringen och öppna den igen.</translation>
    </message>
    <message>
        <source>Re-seat a round as the schedule stands now</source>
        <translation>Placera om en rond enligt spelschemat som det är nu</translation>
    </message>
    <message>
        <source>Re-seat in the file</source>
        <translation>Placera om i filen</translation>
    </message>
    <message>
        <source>Send a corrected result back to the table</source>
        <translation>Skicka ett rättat resultat tillbaka till bordet</translation>
    </message>
    <message>
        <source>Send to the table</source>
        <translation>Skicka till bordet</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rond {n}</translation>
    </message>
    <message>
        <source>Both halves</source>
        <translation>Båda halvlekarna</translation>
    </message>
    <message>
        <source>Half {n}</source>
        <translation>Halvlek {n}</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Öppet rum</translation>
    </message>
    <message>
        <source>Closed room</source>
        <translation>Slutet rum</translation>
    </message>
    <message>
        <source>Round {round}: {home} – {away}</source>
        <translation>Rond {round}: {home} – {away}</translation>
    </message>
    <message>
        <source>Venue&apos;s Bridgemate file</source>
        <translation>Spelplatsens Bridgemate-fil</translation>
    </message>
    <message>
        <source>Bridgemate files (*.bws)</source>
        <translation>Bridgemate-filer (*.bws)</translation>
    </message>
    <message>
        <source>Choose the venue&apos;s Bridgemate file (the .bws BCS plays into).</source>
        <translation>Välj spelplatsens Bridgemate-fil (den .bws som BCS spelar in i).</translation>
    </message>
    <message>
        <source>{file}: round {round} re-seated at tables {tables}; BCS sends them their new seating.</source>
        <translation>{file}: rond {round} omplacerad vid bord {tables}; BCS skickar dem deras nya placering.</translation>
    </message>
    <message>
        <source>{file}: round {round} is seated as the schedule stands; nothing changed.</source>
        <translation>{file}: rond {round} är placerad enligt spelschemat; ingenting ändrades.</translation>
    </message>
    <message>
        <source>{file}: board {board} sent back to the table (result row {row}).</source>
        <translation>{file}: bricka {board} skickad tillbaka till bordet (resultatrad {row}).</translation>
    </message>
</context>
<context>
    <name>BwsCheckDialog</name>
    <message>
        <source>Check Bridgemate file</source>
        <translation>Kontrollera Bridgemate-fil</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sektioner</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Erased</source>
        <translation>Raderade</translation>
    </message>
    <message>
        <source>Superseded rows</source>
        <translation>Ersatta rader</translation>
    </message>
    <message>
        <source>Deleted rows skipped</source>
        <translation>Borttagna rader (hoppades över)</translation>
    </message>
    <message>
        <source>Adjusted scores</source>
        <translation>Justerade resultat</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Ej spelade</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Passade</translation>
    </message>
    <message>
        <source>Player numbers</source>
        <translation>Spelarnummer</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Spelad</translation>
    </message>
    <message>
        <source>The file fits the stage.</source>
        <translation>Filen passar omgången.</translation>
    </message>
</context>
<context>
    <name>BwsConfirm</name>
    <message>
        <source>{problems}

Import the file anyway?</source>
        <translation>{problems}

Läs in filen ändå?</translation>
    </message>
    <message>
        <source>The file does not fit</source>
        <translation>Filen passar inte</translation>
    </message>
</context>
<context>
    <name>BwsFollow</name>
    <message>
        <source>Bridgemate: {count} results from {file}</source>
        <translation>Bridgemate: {count} resultat från {file}</translation>
    </message>
    <message>
        <source>Following {file}: no results yet</source>
        <translation>Följer {file}: inga resultat ännu</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Table cards</source>
        <translation>Bordskort</translation>
    </message>
    <message>
        <source>open room</source>
        <translation>öppet rum</translation>
    </message>
    <message>
        <source>closed room</source>
        <translation>slutet rum</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {room}</source>
        <translation>Rond {round} · Bord {table} · {room}</translation>
    </message>
    <message>
        <source>North-South</source>
        <translation>Nord-Syd</translation>
    </message>
    <message>
        <source>East-West</source>
        <translation>Öst-Väst</translation>
    </message>
    <message>
        <source>{direction}: {team} (team {number})</source>
        <translation>{direction}: {team} (lag {number})</translation>
    </message>
    <message>
        <source>Half {half}: boards {boards} (Bridgemate round {bm_round})</source>
        <translation>Halvlek {half}: brickor {boards} (Bridgemate-rond {bm_round})</translation>
    </message>
    <message>
        <source>Match {match} of the round; Bridgemate section {section}, table {table}.</source>
        <translation>Rondens match {match}; Bridgemate sektion {section}, bord {table}.</translation>
    </message>
    <message>
        <source>Guide cards</source>
        <translation>Vägvisare</translation>
    </message>
    <message>
        <source>Personal score cards</source>
        <translation>Personliga protokoll</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>ÖV</translation>
    </message>
    <message>
        <source>Pair {number}</source>
        <translation>Par {number}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Sits</source>
        <translation>Sitter</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Mot</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
</context>
<context>
    <name>CentralDaySettings</name>
    <message>
        <source>none: the central timetable&apos;s times</source>
        <translation>ingen: det centrala tidsschemats tider</translation>
    </message>
    <message>
        <source>{offset} min from the central timetable</source>
        <translation>{offset} min från det centrala tidsschemat</translation>
    </message>
    <message>
        <source>{amount} kr per team and round (F2)</source>
        <translation>{amount} kr per lag och rond (F2)</translation>
    </message>
</context>
<context>
    <name>CentralDaySettingsDialog</name>
    <message>
        <source>The file is open read-only; nothing can be changed.</source>
        <translation>Filen är öppnad skrivskyddad; inget kan ändras.</translation>
    </message>
    <message>
        <source>Playing time per half (H4): {time}</source>
        <translation>Speltid per halvlek (H4): {time}</translation>
    </message>
    <message>
        <source>Type the VP for a bye with two decimals, e.g. 12,00 (H7).</source>
        <translation>Skriv VP för frirond med två decimaler, t.ex. 12,00 (H7).</translation>
    </message>
    <message>
        <source>Settings of {name}</source>
        <translation>Inställningar för {name}</translation>
    </message>
    <message>
        <source>A7 time shift of {name}: {offset} min</source>
        <translation>Tidsförskjutning (A7) för {name}: {offset} min</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Boards per match:</source>
        <translation>&amp;Brickor per match:</translation>
    </message>
    <message>
        <source>Halves (H3):</source>
        <translation>Halvlekar (H3):</translation>
    </message>
    <message>
        <source>&amp;VP for a bye (H7):</source>
        <translation>&amp;VP för frirond (H7):</translation>
    </message>
    <message>
        <source>Time &amp;shift at the venue (A7):</source>
        <translation>&amp;Tidsförskjutning på spelplatsen (A7):</translation>
    </message>
    <message>
        <source>Table fee:</source>
        <translation>Bordsavgift:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Minutes before (−) or after (+) the central timetable, at most {limit} (A7).</source>
        <translation>Minuter före (−) eller efter (+) det centrala tidsschemat, högst {limit} (A7).</translation>
    </message>
    <message>
        <source>One session</source>
        <translation>Ett pass</translation>
    </message>
    <message>
        <source>Two halves</source>
        <translation>Två halvlekar</translation>
    </message>
    <message>
        <source>Boards &amp;dealt at the table (+{minutes} min per half, H4)</source>
        <translation>Brickorna &amp;ges vid bordet (+{minutes} min per halvlek, H4)</translation>
    </message>
</context>
<context>
    <name>CentralDayView</name>
    <message>
        <source>&amp;Print timetable…</source>
        <translation>Skriv &amp;ut tidsschema…</translation>
    </message>
    <message>
        <source>Create &amp;A-final…</source>
        <translation>Skapa &amp;A-final…</translation>
    </message>
    <message>
        <source>Create &amp;B-final…</source>
        <translation>Skapa &amp;B-final…</translation>
    </message>
    <message>
        <source>Print &amp;plaque list…</source>
        <translation>Skriv ut &amp;plakettlista…</translation>
    </message>
    <message>
        <source>Timetable</source>
        <translation>Tidsschema</translation>
    </message>
    <message>
        <source>Jury</source>
        <translation>Jury</translation>
    </message>
    <message>
        <source>Table times</source>
        <translation>Bordstider</translation>
    </message>
    <message>
        <source>Table fees</source>
        <translation>Bordsavgifter</translation>
    </message>
    <message>
        <source>Finals</source>
        <translation>Finaler</translation>
    </message>
    <message>
        <source>Venue: {venue}, {day}</source>
        <translation>Spelplats: {venue}, {day}</translation>
    </message>
    <message>
        <source>Table fee {amount} kr per team and round (F2)</source>
        <translation>Bordsavgift {amount} kr per lag och rond (F2)</translation>
    </message>
    <message>
        <source>Lunch</source>
        <translation>Lunch</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Halvlek</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Slut</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Semifinal</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>A6: the teams through to the A-final</source>
        <translation>A6: lagen som går vidare till A-finalen</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Place in the final</source>
        <translation>Placering i finalen</translation>
    </message>
    <message>
        <source>The order in which the teams choose their SM semifinal venue, the winners first.</source>
        <translation>Den ordning i vilken lagen väljer semifinalort i SM, med början på segrarna.</translation>
    </message>
    <message>
        <source>Provisional: the final is not finished.</source>
        <translation>Preliminärt: finalen är inte färdigspelad.</translation>
    </message>
    <message>
        <source>{minutes} minutes over the allowed time: rule slow play (P2).</source>
        <translation>{minutes} minuter över tillåten speltid: döm långsamt spel (P2).</translation>
    </message>
    <message>
        <source>The plaque list cannot be printed by this version.</source>
        <translation>Plakettlistan kan inte skrivas ut i denna version.</translation>
    </message>
    <message>
        <source>Plaques.pdf</source>
        <translation>Plaketter.pdf</translation>
    </message>
    <message>
        <source>The printout could not be saved: {error}</source>
        <translation>Utskriften kunde inte sparas: {error}</translation>
    </message>
</context>
<context>
    <name>ChampionshipOverview</name>
    <message>
        <source>Regulation profile:</source>
        <translation>Reglementsprofil:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fil:</translation>
    </message>
    <message>
        <source>{teams} teams, {boards} boards per match</source>
        <translation>{teams} lag, {boards} brickor per match</translation>
    </message>
    <message>
        <source>{event}: 1 heat or final</source>
        <translation>{event}: 1 kvalheat eller final</translation>
    </message>
    <message>
        <source>{event}: {heats} heats and finals</source>
        <translation>{event}: {heats} kvalheat och finaler</translation>
    </message>
    <message>
        <source>No heats yet. Create the first with New heat.</source>
        <translation>Inga kvalheat ännu. Skapa det första med Nytt kvalheat.</translation>
    </message>
    <message>
        <source>&amp;New heat…</source>
        <translation>&amp;Nytt kvalheat…</translation>
    </message>
    <message>
        <source>New &amp;SM stage…</source>
        <translation>Ny &amp;SM-etapp…</translation>
    </message>
</context>
<context>
    <name>ChampionshipTreeModel</name>
    <message>
        <source>Member register</source>
        <translation>Medlemsregister</translation>
    </message>
    <message>
        <source>Teams ({count})</source>
        <translation>Lag ({count})</translation>
    </message>
    <message>
        <source>Allocation to semifinals</source>
        <translation>Fördelning SF</translation>
    </message>
    <message>
        <source>Semifinals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spelschema</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Avgifter</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Playing day</source>
        <translation>Speldag</translation>
    </message>
    <message>
        <source>Seeds</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <source>Gröna Hissen</source>
        <translation>Gröna Hissen</translation>
    </message>
    <message>
        <source>Knockout</source>
        <translation>Slutspel</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Rond {number}</translation>
    </message>
    <message>
        <source>Appeals</source>
        <translation>Överklaganden</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Finalplatser</translation>
    </message>
    <message>
        <source>Final result and plaques</source>
        <translation>Slutresultat och plaketter</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>VP of both teams for a match result (VP1)</source>
        <translation>VP för båda lagen för ett matchresultat (VP1)</translation>
    </message>
    <message>
        <source>boards in the match</source>
        <translation>brickor i matchen</translation>
    </message>
    <message>
        <source>IMPs of team A</source>
        <translation>IMP för lag A</translation>
    </message>
    <message>
        <source>IMPs of team B</source>
        <translation>IMP för lag B</translation>
    </message>
    <message>
        <source>the VP scale for a board count (VP1, VP2)</source>
        <translation>VP-skalan för ett brickantal (VP1, VP2)</translation>
    </message>
    <message>
        <source>boards per match</source>
        <translation>brickor per match</translation>
    </message>
    <message>
        <source>write the one-page VP sheet as PDF</source>
        <translation>skriv VP-skalan på en sida som PDF</translation>
    </message>
    <message>
        <source>the number of boards must be a whole number, not {text!r}</source>
        <translation>antalet brickor ska vara ett heltal, inte {text!r}</translation>
    </message>
    <message>
        <source>the number of boards must be from {low} to {high}, not {n}</source>
        <translation>antalet brickor ska vara från {low} till {high}, inte {n}</translation>
    </message>
    <message>
        <source>IMPs must be a number, not {text!r}</source>
        <translation>IMP ska vara ett tal, inte {text!r}</translation>
    </message>
    <message>
        <source>IMPs cannot be negative: {text}</source>
        <translation>IMP kan inte vara negativa: {text}</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Lag A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Lag B</translation>
    </message>
    <message>
        <source>VP scale 20-0 (WBF), {boards} boards, blitz {blitz} IMP</source>
        <translation>VP-skala 20-0 (WBF), {boards} brickor, blitz vid {blitz} IMP</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Förlorare</translation>
    </message>
    <message>
        <source>create a championship file</source>
        <translation>skapa en mästerskapsfil</translation>
    </message>
    <message>
        <source>the championship&apos;s name</source>
        <translation>mästerskapets namn</translation>
    </message>
    <message>
        <source>regulation profile, e.g. ombf-2016-17</source>
        <translation>reglementsprofil, t.ex. ombf-2016-17</translation>
    </message>
    <message>
        <source>season, e.g. 2016-17 (default: the profile&apos;s)</source>
        <translation>säsong, t.ex. 2016-17 (standard: profilens)</translation>
    </message>
    <message>
        <source>district, e.g. ÖMBF (default: the profile&apos;s)</source>
        <translation>distrikt, t.ex. ÖMBF (standard: profilens)</translation>
    </message>
    <message>
        <source>register the teams of a workbook in a heat</source>
        <translation>anmäl lagen i en arbetsbok till ett kvalheat</translation>
    </message>
    <message>
        <source>the heat&apos;s id</source>
        <translation>kvalheatets id</translation>
    </message>
    <message>
        <source>import the member register</source>
        <translation>importera medlemsregistret</translation>
    </message>
    <message>
        <source>write an empty team workbook</source>
        <translation>skriv en tom arbetsbok för laganmälan</translation>
    </message>
    <message>
        <source>replace an existing file</source>
        <translation>ersätt en befintlig fil</translation>
    </message>
    <message>
        <source>print (or make) a heat&apos;s schedule</source>
        <translation>skriv ut (eller gör) ett kvalheats spelschema</translation>
    </message>
    <message>
        <source>make the round robin first (H1)</source>
        <translation>gör först serien där alla möter alla (H1)</translation>
    </message>
    <message>
        <source>date of round 1; the next rounds follow weekly</source>
        <translation>datum för rond 1; följande ronder spelas en gång i veckan</translation>
    </message>
    <message>
        <source>fees of a heat&apos;s teams with totals (F1-F4)</source>
        <translation>avgifter för ett kvalheats lag, med summor (F1-F4)</translation>
    </message>
    <message>
        <source>the heat&apos;s (or stage&apos;s) id</source>
        <translation>kvalheatets (eller etappens) id</translation>
    </message>
    <message>
        <source>default: today</source>
        <translation>standard: i dag</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a date; write it as YYYY-MM-DD</source>
        <translation>&apos;{text}&apos; är inget datum; skriv det som ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>tddesk new: {problem}</source>
        <translation>tddesk new: {problem}</translation>
    </message>
    <message>
        <source>tddesk new: the profile is malformed at {key}: {problem}</source>
        <translation>tddesk new: profilen är felaktig vid {key}: {problem}</translation>
    </message>
    <message>
        <source>Created {file}: {name}, {season}, {district}, profile {profile}</source>
        <translation>Skapade {file}: {name}, {season}, {district}, profil {profile}</translation>
    </message>
    <message>
        <source>{file}: 1 problem; nothing was imported.</source>
        <translation>{file}: 1 problem; inget importerades.</translation>
    </message>
    <message>
        <source>{file}: {count} problems; nothing was imported.</source>
        <translation>{file}: {count} problem; inget importerades.</translation>
    </message>
    <message>
        <source>{file}: {count} problem(s); nothing was imported.</source>
        <translation>{file}: {count} problem; inget importerades.</translation>
    </message>
    <message>
        <source>Imported {members} members from {source}: {new} new, {known} already known, {clubs} new clubs.</source>
        <translation>Importerade {members} medlemmar från {source}: {new} nya, {known} fanns redan, {clubs} nya klubbar.</translation>
    </message>
    <message>
        <source>Imported {count} teams into {stage}:</source>
        <translation>Importerade {count} lag till {stage}:</translation>
    </message>
    <message>
        <source>  {id}  {name}: {players} players</source>
        <translation>  {id}  {name}: {players} spelare</translation>
    </message>
    <message>
        <source>  note: {text}</source>
        <translation>  anm.: {text}</translation>
    </message>
    <message>
        <source>{path} already exists; choose another name or add --force.</source>
        <translation>{path} finns redan; välj ett annat namn eller lägg till --force.</translation>
    </message>
    <message>
        <source>Wrote {path}</source>
        <translation>Skrev {path}</translation>
    </message>
    <message>
        <source>--first-date needs --make (the dates of an existing schedule are kept).</source>
        <translation>--first-date kräver --make (datumen i ett befintligt spelschema behålls).</translation>
    </message>
    <message>
        <source>{stage} has no schedule yet; make it with --make.</source>
        <translation>{stage} har inget spelschema ännu; gör det med --make.</translation>
    </message>
    <message>
        <source>{stage}: {rounds} rounds</source>
        <translation>{stage}: {rounds} ronder</translation>
    </message>
    <message>
        <source>no date</source>
        <translation>inget datum</translation>
    </message>
    <message>
        <source>Round {number}  {date}</source>
        <translation>Rond {number}  {date}</translation>
    </message>
    <message>
        <source>  bye: {team}</source>
        <translation>  frirond: {team}</translation>
    </message>
    <message>
        <source>Fees, {stage}, as of {date}</source>
        <translation>Avgifter, {stage}, per {date}</translation>
    </message>
    <message>
        <source>No schedule yet: table fees are not counted.</source>
        <translation>Inget spelschema ännu: bordsavgifterna är inte medräknade.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>{teams} teams: {paid} paid in full, {unpaid} with money outstanding</source>
        <translation>{teams} lag: {paid} har betalt allt, {unpaid} har belopp kvar att betala</translation>
    </message>
    <message>
        <source>semifinal places per heat (A1)</source>
        <translation>semifinalplatser per kvalheat (A1)</translation>
    </message>
    <message>
        <source>semifinal places</source>
        <translation>antal semifinalplatser</translation>
    </message>
    <message>
        <source>teams in each heat, e.g. 8,6,5,9,7</source>
        <translation>antal lag i varje kvalheat, t.ex. 8,6,5,9,7</translation>
    </message>
    <message>
        <source>average VP (bye VP removed) of the next team of each heat, for a tie on decimals</source>
        <translation>VP-genomsnitt (VP för frirond borträknade) för nästa lag i varje kvalheat, vid lika decimaler</translation>
    </message>
    <message>
        <source>IMP quotient of the next team of each heat (&quot;inf&quot; when it lost no IMPs)</source>
        <translation>IMP-kvot för nästa lag i varje kvalheat (&quot;inf&quot; om laget inte förlorat några IMP)</translation>
    </message>
    <message>
        <source>final places per pairs heat (PP1)</source>
        <translation>finalplatser per kvalheat för par (PP1)</translation>
    </message>
    <message>
        <source>final places</source>
        <translation>antal finalplatser</translation>
    </message>
    <message>
        <source>pairs in each heat, e.g. 20,14,9,13</source>
        <translation>antal par i varje kvalheat, t.ex. 20,14,9,13</translation>
    </message>
    <message>
        <source>percentage of each heat&apos;s next pair (place I+1), for T3</source>
        <translation>procentresultat för nästa par i varje kvalheat (placering I+1), för T3</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>skriv ut resultatet som JSON</translation>
    </message>
    <message>
        <source>expected a whole number of at least 1, not {text!r}</source>
        <translation>ska vara ett heltal, minst 1, inte {text!r}</translation>
    </message>
    <message>
        <source>expected heat sizes as whole numbers of at least 1, separated by commas, not {text!r}</source>
        <translation>antalet i varje kvalheat ska vara heltal, minst 1, åtskilda med kommatecken, inte {text!r}</translation>
    </message>
    <message>
        <source>expected numbers separated by commas (empty = not known), not {text!r}</source>
        <translation>ska vara tal åtskilda med kommatecken (tomt = okänt), inte {text!r}</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>A1: {entries} teams in {heats} heats, {places} semifinal places</source>
        <translation>A1: {entries} lag i {heats} kvalheat, {places} semifinalplatser</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>PP1: {entries} pairs in {heats} heats, {places} final places</source>
        <translation>PP1: {entries} par i {heats} kvalheat, {places} finalplatser</translation>
    </message>
    <message>
        <source>tddesk {command}: {option} has {given} entries for {count} heats</source>
        <translation>tddesk {command}: {option} har {given} värden för {count} kvalheat</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Quotient</source>
        <translation>Jämförelsetal</translation>
    </message>
    <message>
        <source>Whole</source>
        <translation>Heltal</translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Decimaler</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>Places given: {given} of {places}</source>
        <translation>Fördelade platser: {given} av {places}</translation>
    </message>
    <message>
        <source>create the demo championship DM Lag ÖMBF 2016-17</source>
        <translation>skapa demomästerskapet DM Lag ÖMBF 2016-17</translation>
    </message>
    <message>
        <source>create the semifinal demo day with its venues&apos; Bridgemate files</source>
        <translation>skapa demodagen med semifinaler och spelplatsernas Bridgemate-filer</translation>
    </message>
    <message>
        <source>semifinals, one per venue (2-4; default 2)</source>
        <translation>semifinaler, en per spelplats (2-4; standard 2)</translation>
    </message>
    <message>
        <source>play the day into the venues&apos; files as BCS would (Ctrl+C stops; run again to resume)</source>
        <translation>spela upp dagen i spelplatsernas filer som BCS gör (Ctrl+C stoppar; kör igen för att fortsätta)</translation>
    </message>
    <message>
        <source>times faster than the clock (default 60; 0: at once)</source>
        <translation>gånger snabbare än klockan (standard 60; 0: allt på en gång)</translation>
    </message>
    <message>
        <source>tddesk demo-day: --venues is {least} to {most}, not {venues}.</source>
        <translation>tddesk demo-day: --venues är {least} till {most}, inte {venues}.</translation>
    </message>
    <message>
        <source>Semifinal day written to {path}, the venues&apos; Bridgemate files in {folder}</source>
        <translation>Semifinaldagen skriven till {path}, spelplatsernas Bridgemate-filer i {folder}</translation>
    </message>
    <message>
        <source>tddesk demo-day: {file} is missing; make the day again.</source>
        <translation>tddesk demo-day: {file} saknas; skapa dagen på nytt.</translation>
    </message>
    <message>
        <source>{time}: {count} new rows</source>
        <translation>{time}: {count} nya rader</translation>
    </message>
    <message>
        <source>Stopped; run the command again to go on.</source>
        <translation>Stoppad; kör kommandot igen för att fortsätta.</translation>
    </message>
    <message>
        <source>The day is played to {time}.</source>
        <translation>Dagen är spelad till {time}.</translation>
    </message>
    <message>
        <source>the number of pairs</source>
        <translation>antal par</translation>
    </message>
    <message>
        <source>the boards of the session, the same number in every round</source>
        <translation>träffens brickor, lika många i varje rond</translation>
    </message>
    <message>
        <source>rounds (default: every pair meets every other)</source>
        <translation>ronder (standard: varje par möter alla andra)</translation>
    </message>
    <message>
        <source>the same seed gives the same deals and results</source>
        <translation>samma frö ger samma givar och resultat</translation>
    </message>
    <message>
        <source>the day played, YYYY-MM-DD (default: today)</source>
        <translation>speldagen, ÅÅÅÅ-MM-DD (standard: i dag)</translation>
    </message>
    <message>
        <source>take the tricks from double-dummy analysis (endplay; a second or two a board)</source>
        <translation>ta sticken från dubbeldummyanalys (endplay; en eller två sekunder per bricka)</translation>
    </message>
    <message>
        <source>replace the file if it exists</source>
        <translation>ersätt filen om den finns</translation>
    </message>
    <message>
        <source>bws-sample: {pairs} pairs play 1 to {most} rounds, not {rounds}.</source>
        <translation>bws-sample: {pairs} par spelar 1 till {most} ronder, inte {rounds}.</translation>
    </message>
    <message>
        <source>bws-sample: {boards} boards do not make {tables} equal board sets, one for each table; give a multiple of {tables}.</source>
        <translation>bws-sample: {boards} brickor blir inte {tables} lika stora brickset, ett per bord; ange en multipel av {tables}.</translation>
    </message>
    <message>
        <source>bws-sample: {boards} boards do not share out over {rounds} rounds; give a multiple of {rounds}.</source>
        <translation>bws-sample: {boards} brickor går inte jämnt ut på {rounds} ronder; ange en multipel av {rounds}.</translation>
    </message>
    <message>
        <source>Pair {number} North</source>
        <translation>Par {number} Nord</translation>
    </message>
    <message>
        <source>write a played pairs session as a Bridgemate file (.bws)</source>
        <translation>skriv en spelad parträff som Bridgemate-fil (.bws)</translation>
    </message>
    <message>
        <source>bws-sample: a session here has 4 to 60 pairs, not {pairs}.</source>
        <translation>bws-sample: en träff här har 4 till 60 par, inte {pairs}.</translation>
    </message>
    <message>
        <source>bws-sample: a Mitchell seats two pairs at every table; {pairs} is odd.</source>
        <translation>bws-sample: en Mitchell sätter två par vid varje bord; {pairs} är udda.</translation>
    </message>
    <message>
        <source>Pair {number} South</source>
        <translation>Par {number} Syd</translation>
    </message>
    <message>
        <source>Sample session</source>
        <translation>Exempelträff</translation>
    </message>
    <message>
        <source>{path}: {pairs} pairs, {rounds} rounds of {per_round} boards, {results} results.</source>
        <translation>{path}: {pairs} par, {rounds} ronder à {per_round} brickor, {results} resultat.</translation>
    </message>
    <message>
        <source>open it in the main window afterwards</source>
        <translation>öppna den i huvudfönstret efteråt</translation>
    </message>
    <message>
        <source>{path} already exists; use --replace to make it again.</source>
        <translation>{path} finns redan; använd --replace för att skapa den på nytt.</translation>
    </message>
    <message>
        <source>Demo championship written to {path}</source>
        <translation>Demomästerskapet sparat i {path}</translation>
    </message>
    <message>
        <source>write a tournament file as open JSON</source>
        <translation>skriv en mästerskapsfil som öppen JSON</translation>
    </message>
    <message>
        <source>write the federation&apos;s Excel workbook</source>
        <translation>skriv förbundets Excel-arbetsbok</translation>
    </message>
    <message>
        <source>write a complete copy of a tournament file</source>
        <translation>skriv en komplett kopia av en tävlingsfil</translation>
    </message>
    <message>
        <source>the tournament file (.tddesk)</source>
        <translation>mästerskapsfilen (.tddesk)</translation>
    </message>
    <message>
        <source>the copy to write (.tddesk)</source>
        <translation>kopian som ska skrivas (.tddesk)</translation>
    </message>
    <message>
        <source>the workbook to write</source>
        <translation>arbetsboken som ska skrivas</translation>
    </message>
    <message>
        <source>only this stage (default: every stage)</source>
        <translation>bara denna etapp (standard: alla etapper)</translation>
    </message>
    <message>
        <source>The workbook must be an .xlsx file, not {out}.</source>
        <translation>Arbetsboken ska vara en .xlsx-fil, inte {out}.</translation>
    </message>
    <message>
        <source>the JSON file to write</source>
        <translation>JSON-filen som ska skrivas</translation>
    </message>
    <message>
        <source>create a tournament file from open JSON</source>
        <translation>skapa en mästerskapsfil från öppen JSON</translation>
    </message>
    <message>
        <source>the JSON file to read</source>
        <translation>JSON-filen som ska läsas</translation>
    </message>
    <message>
        <source>the new tournament file (.tddesk); it must not exist</source>
        <translation>den nya mästerskapsfilen (.tddesk); den får inte finnas</translation>
    </message>
    <message>
        <source>Wrote {out}</source>
        <translation>Skrev {out}</translation>
    </message>
    <message>
        <source>Created {file}</source>
        <translation>Skapade {file}</translation>
    </message>
    <message>
        <source>enter the IMPs of one half of a match</source>
        <translation>mata in IMP för en halvlek av en match</translation>
    </message>
    <message>
        <source>match id, e.g. heat-lkpg-r1-m1</source>
        <translation>matchens id, t.ex. heat-lkpg-r1-m1</translation>
    </message>
    <message>
        <source>e.g. 31-18</source>
        <translation>t.ex. 31-18</translation>
    </message>
    <message>
        <source>confirm an unusually large margin</source>
        <translation>bekräfta en ovanligt stor skillnad</translation>
    </message>
    <message>
        <source>print the standings of a stage</source>
        <translation>skriv ut ställningen för en etapp</translation>
    </message>
    <message>
        <source>docs/format.md&apos;s standings document</source>
        <translation>ställningsdokumentet enligt docs/format.md</translation>
    </message>
    <message>
        <source>--imps takes HOME-AWAY, e.g. 31-18; &apos;{text}&apos; is not.</source>
        <translation>--imps ska anges som HEMMA-BORTA, t.ex. 31-18; &apos;{text}&apos; är det inte.</translation>
    </message>
    <message>
        <source>Repeat with --yes to save it.</source>
        <translation>Upprepa med --yes för att spara det.</translation>
    </message>
    <message>
        <source>Rank  Team                      Pl      VP   Pen  IMP+  IMP-  Quotient</source>
        <translation>Plac  Lag                       Sp      VP  Avdr  IMP+  IMP-  IMP-kvot</translation>
    </message>
    <message>
        <source>print a stage&apos;s reports as PDF</source>
        <translation>skriv ut en etapps rapporter som PDF</translation>
    </message>
    <message>
        <source>import the deals of the boards (PBN or DUP)</source>
        <translation>importera brickornas givar (PBN eller DUP)</translation>
    </message>
    <message>
        <source>the tournament file</source>
        <translation>mästerskapsfilen</translation>
    </message>
    <message>
        <source>the PBN or DUP file of the boards</source>
        <translation>brickornas PBN- eller DUP-fil</translation>
    </message>
    <message>
        <source>the stages that play these boards, separated by commas</source>
        <translation>etapperna som spelar brickorna, åtskilda med kommatecken</translation>
    </message>
    <message>
        <source>replace deals already stored for the same boards</source>
        <translation>ersätt givar som redan finns för samma brickor</translation>
    </message>
    <message>
        <source>write a stage&apos;s deals as a DUP file for a dealing machine</source>
        <translation>skriv en etapps givar som DUP-fil för givmaskinen</translation>
    </message>
    <message>
        <source>the DUP file to write</source>
        <translation>DUP-filen som ska skrivas</translation>
    </message>
    <message>
        <source>Imported {count} deals into {stages}</source>
        <translation>Importerade {count} givar till {stages}</translation>
    </message>
    <message>
        <source>Wrote {path} ({count} boards)</source>
        <translation>Skrev {path} ({count} brickor)</translation>
    </message>
    <message>
        <source>one of: {kinds}</source>
        <translation>en av: {kinds}</translation>
    </message>
    <message>
        <source>the stage&apos;s id</source>
        <translation>etappens id</translation>
    </message>
    <message>
        <source>the stage&apos;s id (travellers: several, separated by commas)</source>
        <translation>etappens id (protokoll per bricka: flera, åtskilda med kommatecken)</translation>
    </message>
    <message>
        <source>{kinds}: only this round (default: the whole stage)</source>
        <translation>{kinds}: bara denna rond (standard: hela etappen)</translation>
    </message>
    <message>
        <source>the cards&apos; paper (table, guide and score cards; default a5)</source>
        <translation>kortens pappersformat (bordskort, vägvisare och protokoll; standard a5)</translation>
    </message>
    <message>
        <source>the PDF to write</source>
        <translation>PDF-filen som ska skrivas</translation>
    </message>
    <message>
        <source>a round is a whole number of at least 1, not {text!r}</source>
        <translation>en rond är ett heltal, minst 1, inte {text!r}</translation>
    </message>
    <message>
        <source>tddesk print: --round is for {kinds} only</source>
        <translation>tddesk print: --round gäller bara {kinds}</translation>
    </message>
    <message>
        <source>Wrote {path} ({pages} pages)</source>
        <translation>Skrev {path} ({pages} sidor)</translation>
    </message>
    <message>
        <source>Wrote {path} (1 page)</source>
        <translation>Skrev {path} (1 sida)</translation>
    </message>
    <message>
        <source>expected a whole number written with the digits 0-9, smaller than {limit}, not {text}</source>
        <translation>väntade ett heltal skrivet med siffrorna 0-9, mindre än {limit}, inte {text}</translation>
    </message>
    <message>
        <source>Tournament director&apos;s desk for bridge team championships.</source>
        <translation>Tävlingsledarens skrivbord för lagmästerskap i bridge.</translation>
    </message>
    <message>
        <source>language of messages and reports (default sv)</source>
        <translation>språk för meddelanden och rapporter (standard: sv)</translation>
    </message>
    <message>
        <source>show the version of tddesk, Python and its libraries</source>
        <translation>visa versionen av tddesk, Python och biblioteken</translation>
    </message>
    <message>
        <source>write over an existing tournament file (never over one that is open)</source>
        <translation>skriv över en befintlig tävlingsfil (aldrig en som är öppen)</translation>
    </message>
    <message>
        <source>The argument {argument} holds bytes that are not text; type it again.</source>
        <translation>Argumentet {argument} innehåller byte som inte är text; skriv det igen.</translation>
    </message>
    <message>
        <source>open the main window on a tournament file</source>
        <translation>öppna huvudfönstret med en mästerskapsfil</translation>
    </message>
    <message>
        <source>write the results site into a folder</source>
        <translation>skriv resultatsidorna till en mapp</translation>
    </message>
    <message>
        <source>the folder of the site</source>
        <translation>mappen för resultatsidorna</translation>
    </message>
    <message>
        <source>keep publishing: read the audit ids of saved actions (or &quot;all&quot;), one line each, from standard input</source>
        <translation>fortsätt publicera: läs id för sparade åtgärder (eller &quot;all&quot;), en rad i taget, från standard in</translation>
    </message>
    <message>
        <source>tddesk publish: {folder} is a file, not a folder</source>
        <translation>tddesk publish: {folder} är en fil, inte en mapp</translation>
    </message>
    <message>
        <source>Wrote {written} of {pages} pages to {folder}</source>
        <translation>Skrev {written} av {pages} sidor till {folder}</translation>
    </message>
    <message>
        <source>create the SM demo: SM Lag Veteran (20 entries) and an SM Lag final</source>
        <translation>skapa SM-demon: SM Lag Veteran (20 anmälda lag) och en SM Lag-final</translation>
    </message>
    <message>
        <source>Gröna Hissen rounds to play with made-up results</source>
        <translation>antal ronder i Gröna Hissen att spela med påhittade resultat</translation>
    </message>
    <message>
        <source>seed a team (S2: SM final 1-10, SM semifinal favourites 1 and 2)</source>
        <translation>seeda ett lag (S2: SM-final 1-10, SM-semifinalens favoriter 1 och 2)</translation>
    </message>
    <message>
        <source>let a team start SM Lag Veteran in round 6 (S5)</source>
        <translation>låt ett lag starta SM Lag Veteran i rond 6 (S5)</translation>
    </message>
    <message>
        <source>leave out to remove it</source>
        <translation>utelämna för att ta bort</translation>
    </message>
    <message>
        <source>pair the next Gröna Hissen round (S5)</source>
        <translation>lotta nästa rond i Gröna Hissen (S5)</translation>
    </message>
    <message>
        <source>seed of round 1&apos;s draw (repeatable)</source>
        <translation>frö för lottningen av rond 1 (upprepningsbar)</translation>
    </message>
    <message>
        <source>create the knockout of 16 after Gröna Hissen (S5)</source>
        <translation>skapa slutspelet med 16 lag efter Gröna Hissen (S5)</translation>
    </message>
    <message>
        <source>the Gröna Hissen stage</source>
        <translation>etappen med Gröna Hissen</translation>
    </message>
    <message>
        <source>record a team&apos;s choice of knockout opponent</source>
        <translation>registrera ett lags val av motståndare i slutspelet</translation>
    </message>
    <message>
        <source>create the final and bronze match</source>
        <translation>skapa finalen och matchen om tredjepris</translation>
    </message>
    <message>
        <source>show the knockout and whose turn it is to choose</source>
        <translation>visa slutspelet och vems tur det är att välja</translation>
    </message>
    <message>
        <source>register an appeal against a ruling (S4)</source>
        <translation>registrera ett överklagande av ett domslut (S4)</translation>
    </message>
    <message>
        <source>YYYY-MM-DD HH:MM</source>
        <translation>ÅÅÅÅ-MM-DD TT:MM</translation>
    </message>
    <message>
        <source>list a stage&apos;s appeals with deadlines (S4)</source>
        <translation>lista en etapps överklaganden med tidsfrister (S4)</translation>
    </message>
    <message>
        <source>record the committee&apos;s outcome (S4)</source>
        <translation>registrera lagkommissionens beslut (S4)</translation>
    </message>
    <message>
        <source>travel grants of a stage&apos;s teams (S3)</source>
        <translation>resebidrag för en etapps lag (S3)</translation>
    </message>
    <message>
        <source>the pairs&apos; table (SEK per pair)</source>
        <translation>partabellen (SEK per par)</translation>
    </message>
    <message>
        <source>a junior&apos;s travel grant (S3)</source>
        <translation>en juniors resebidrag (S3)</translation>
    </message>
    <message>
        <source>one way, in Swedish mil (10 km)</source>
        <translation>enkel väg, i mil</translation>
    </message>
    <message>
        <source>the real cost in SEK</source>
        <translation>den verkliga kostnaden i SEK</translation>
    </message>
    <message>
        <source>players sharing one car</source>
        <translation>spelare som samåker i en bil</translation>
    </message>
    <message>
        <source>seed SM Par Open semifinal pairs into groups A-D (S1)</source>
        <translation>seeda paren i SM Par Open semifinal i grupperna A-D (S1)</translation>
    </message>
    <message>
        <source>also print the groups to this PDF</source>
        <translation>skriv också ut grupperna till denna PDF</translation>
    </message>
    <message>
        <source>SM demo written to {path}</source>
        <translation>SM-demon skriven till {path}</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rond {round}</translation>
    </message>
    <message>
        <source>Bye: {team}</source>
        <translation>Frirond: {team}</translation>
    </message>
    <message>
        <source>Repeat opponents: {count}</source>
        <translation>Återmöten: {count}</translation>
    </message>
    <message>
        <source>Round of 16</source>
        <translation>Åttondelsfinaler</translation>
    </message>
    <message>
        <source>Quarterfinals</source>
        <translation>Kvartsfinaler</translation>
    </message>
    <message>
        <source>Semifinals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <source>Final and bronze match</source>
        <translation>Final och match om tredjepris</translation>
    </message>
    <message>
        <source>Choice round {round}: {chooser} chose {chosen} ({by}, {at})</source>
        <translation>Val rond {round}: {chooser} valde {chosen} ({by}, {at})</translation>
    </message>
    <message>
        <source>{team} ({id}) chooses among: {candidates}</source>
        <translation>{team} ({id}) väljer bland: {candidates}</translation>
    </message>
    <message>
        <source>Gold: {gold}; silver: {silver}; bronze: {bronze}</source>
        <translation>Guld: {gold}; silver: {silver}; brons: {bronze}</translation>
    </message>
    <message>
        <source>{option} takes YYYY-MM-DD HH:MM; &apos;{text}&apos; is not.</source>
        <translation>{option} tar ÅÅÅÅ-MM-DD TT:MM; &apos;{text}&apos; är inte det.</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>FÖR SENT</translation>
    </message>
    <message>
        <source>{district}: {pairs} pairs × ({amount} + {extra}) SEK = {total} SEK to the district</source>
        <translation>{district}: {pairs} par × ({amount} + {extra}) SEK = {total} SEK till distriktet</translation>
    </message>
    <message>
        <source>{option} takes a number; &apos;{text}&apos; is not.</source>
        <translation>{option} tar ett tal; &apos;{text}&apos; är inget tal.</translation>
    </message>
    <message>
        <source>{option} cannot be negative.</source>
        <translation>{option} kan inte vara negativt.</translation>
    </message>
    <message>
        <source>the federation&apos;s result report as PDF or xlsx</source>
        <translation>förbundets resultatrapport som PDF eller xlsx</translation>
    </message>
    <message>
        <source>write a team stage&apos;s Bridgemate session file (.bws) for BCS</source>
        <translation>skriv en etapps Bridgemate-fil (.bws) för BCS</translation>
    </message>
    <message>
        <source>stage id, e.g. semifinal-1</source>
        <translation>etappens id, t.ex. semifinal-1</translation>
    </message>
    <message>
        <source>only this round (default: every round)</source>
        <translation>bara denna rond (standard: alla ronder)</translation>
    </message>
    <message>
        <source>only this half (default: both)</source>
        <translation>bara denna halvlek (standard: båda)</translation>
    </message>
    <message>
        <source>the .bws file to write</source>
        <translation>.bws-filen som ska skrivas</translation>
    </message>
    <message>
        <source>write a pairs session&apos;s Bridgemate session file (.bws) for BCS</source>
        <translation>skriv ett parspeltillfälles Bridgemate-fil (.bws) för BCS</translation>
    </message>
    <message>
        <source>a Howell session: every round (complete) or three quarters of them</source>
        <translation>ett Howell-speltillfälle: alla ronder (complete) eller tre fjärdedelar av dem (three-quarter)</translation>
    </message>
    <message>
        <source>default: the session&apos;s, else 2</source>
        <translation>standard: speltillfällets, annars 2</translation>
    </message>
    <message>
        <source>seat a round again in a venue&apos;s Bridgemate file after the schedule changed</source>
        <translation>placera om en rond i en spelplats Bridgemate-fil efter att spelschemat ändrats</translation>
    </message>
    <message>
        <source>send the result tddesk holds for a board back to the table</source>
        <translation>skicka tillbaka resultatet tddesk har för en bricka till bordet</translation>
    </message>
    <message>
        <source>send the result tddesk holds for a pairs board back to the table</source>
        <translation>skicka resultatet tddesk har för en parbricka tillbaka till bordet</translation>
    </message>
    <message>
        <source>the North-South pair number</source>
        <translation>Nord-Syd-parets nummer</translation>
    </message>
    <message>
        <source>{path}: {movement}, {pairs} pairs at {tables} tables, {rounds} rounds.</source>
        <translation>{path}: {movement}, {pairs} par vid {tables} bord, {rounds} ronder.</translation>
    </message>
    <message>
        <source>{path}: section {section}, {tables} tables, Bridgemate rounds {first}-{last}, {players} players.</source>
        <translation>{path}: sektion {section}, {tables} bord, Bridgemate-ronder {first}-{last}, {players} spelare.</translation>
    </message>
    <message>
        <source>the TD&apos;s checks of a central day on the venues&apos; Bridgemate files (P2, Law 77, T1-T5, P3)</source>
        <translation>TL:s kontroller av en centraldag i spelplatsernas Bridgemate-filer (P2, lag 77, T1-T5, P3)</translation>
    </message>
    <message>
        <source>a venue&apos;s stage and its Bridgemate file; give one per venue</source>
        <translation>en spelplats etapp och dess Bridgemate-fil; ange en per spelplats</translation>
    </message>
    <message>
        <source>also list results far from par (slow)</source>
        <translation>lista även resultat långt från par (långsamt)</translation>
    </message>
    <message>
        <source>enter the overrunning tables&apos; times in the central-day table (P2)</source>
        <translation>för in de försenade bordens tider i centraldagens tabell (P2)</translation>
    </message>
    <message>
        <source>tddesk day-checks: --venue takes STAGE=FILE.bws, not {text}.</source>
        <translation>tddesk day-checks: --venue tar ETAPP=FIL.bws, inte {text}.</translation>
    </message>
    <message>
        <source>Nothing to report.</source>
        <translation>Inget att rapportera.</translation>
    </message>
    <message>
        <source>{path}: new seating at tables {tables}, sent from their next round.</source>
        <translation>{path}: ny placering vid bord {tables}, skickas från deras nästa rond.</translation>
    </message>
    <message>
        <source>{path}: every table is seated as the schedule says.</source>
        <translation>{path}: alla bord är placerade enligt spelschemat.</translation>
    </message>
    <message>
        <source>{path}: the correction is row {row}.</source>
        <translation>{path}: rättelsen är rad {row}.</translation>
    </message>
    <message>
        <source>the PDF or workbook to write</source>
        <translation>PDF-filen eller arbetsboken som skrivs</translation>
    </message>
    <message>
        <source>tddesk spader: the report is a .pdf or an .xlsx file, not {out}</source>
        <translation>tddesk spader: rapporten är en .pdf- eller .xlsx-fil, inte {out}</translation>
    </message>
    <message>
        <source>the NS score of a result (Law 77)</source>
        <translation>NS-resultatet för ett spelresultat (lag 77)</translation>
    </message>
    <message>
        <source>e.g. 4HX, 3NT, pass</source>
        <translation>t.ex. 4HX, 3NT, pass</translation>
    </message>
    <message>
        <source>=, +1, -2 or the tricks taken</source>
        <translation>=, +1, -2 eller antalet tagna stick</translation>
    </message>
    <message>
        <source>board number (vulnerability)</source>
        <translation>brickans nummer (zon)</translation>
    </message>
    <message>
        <source>a match&apos;s boards: scores, IMPs, half totals</source>
        <translation>en matchs brickor: resultat, IMP, halvleksummor</translation>
    </message>
    <message>
        <source>a room&apos;s adjusted score on a board of a match (Law 12C)</source>
        <translation>ett rums justerade resultat på en bricka i en match (lag 12C)</translation>
    </message>
    <message>
        <source>an assigned NS score, e.g. -620</source>
        <translation>ett tilldelat resultat för NS, t.ex. -620</translation>
    </message>
    <message>
        <source>an artificial score, e.g. 60/40 or A+</source>
        <translation>ett konstlat resultat, t.ex. 60/40 eller A+</translation>
    </message>
    <message>
        <source>a weighted score (Law 12C1(c)), e.g. &quot;4S N = 30, 4S N -1 70&quot;</source>
        <translation>ett viktat resultat (lag 12C1(c)), t.ex. &quot;4S N = 30, 4S N -1 70&quot;</translation>
    </message>
    <message>
        <source>IMPs across the field over stages</source>
        <translation>IMP över fältet för en eller flera etapper</translation>
    </message>
    <message>
        <source>stage id, or several separated by commas</source>
        <translation>etappens id, eller flera åtskilda med komma</translation>
    </message>
    <message>
        <source>datum Butler instead of every score against every other</source>
        <translation>Butler med datum i stället för varje resultat mot alla andra</translation>
    </message>
    <message>
        <source>also print the list to this PDF</source>
        <translation>skriv också ut listan till denna PDF</translation>
    </message>
    <message>
        <source>also write the figures to this workbook</source>
        <translation>skriv också siffrorna till denna arbetsbok</translation>
    </message>
    <message>
        <source>import a Bridgemate .bws file into a stage</source>
        <translation>importera en Bridgemate-fil (.bws) till en etapp</translation>
    </message>
    <message>
        <source>import a file that does not fit the stage (another venue&apos;s, an older copy)</source>
        <translation>läs in en fil som inte passar omgången (en annan spelorts, en äldre kopia)</translation>
    </message>
    <message>
        <source>--board takes a board number of 1 or more.</source>
        <translation>--board tar ett bricknummer, 1 eller mer.</translation>
    </message>
    <message>
        <source>Half {half}</source>
        <translation>Halvlek {half}</translation>
    </message>
    <message>
        <source>IMPs {total} ({source})</source>
        <translation>IMP {total} ({source})</translation>
    </message>
    <message>
        <source>--artificial takes NS/EW percentages or A+, A, A-; &apos;{text}&apos; is not.</source>
        <translation>--artificial tar procent för NS/ÖV eller A+, A, A-; &apos;{text}&apos; är inget sådant.</translation>
    </message>
    <message>
        <source>{entered} of {expected} boards</source>
        <translation>{entered} av {expected} brickor</translation>
    </message>
    <message>
        <source>typed; the boards give {home}-{away}</source>
        <translation>inskrivet; brickorna ger {home}-{away}</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>brickor</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>inskrivet</translation>
    </message>
    <message>
        <source>Pairs (team and line)</source>
        <translation>Par (lag och riktning)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Add --force to import it anyway.</source>
        <translation>Lägg till --force för att läsa in den ändå.</translation>
    </message>
    <message>
        <source>{boards} results written, {removed} removed, {lineups} line-ups</source>
        <translation>{boards} resultat skrivna, {removed} borttagna, {lineups} laguppställningar</translation>
    </message>
    <message>
        <source>create the pairs demo DM Par Mixed ÖMBF 2016-17</source>
        <translation>skapa pardemot DM Par Mixed ÖMBF 2016-17</translation>
    </message>
    <message>
        <source>the file&apos;s pairs championships, heats and pairs</source>
        <translation>filens parmästerskap, heat och par</translation>
    </message>
    <message>
        <source>create a pairs championship</source>
        <translation>skapa ett parmästerskap</translation>
    </message>
    <message>
        <source>a heat made with the championship, e.g. &quot;Kval Motala;bronze;BK Motala&quot; (kind silver, bronze or final; repeat for each heat)</source>
        <translation>ett heat som skapas med mästerskapet, t.ex. &quot;Kval Motala;bronze;BK Motala&quot; (typ silver, bronze eller final; upprepa för varje heat)</translation>
    </message>
    <message>
        <source>add a qualifying heat or the final</source>
        <translation>lägg till ett kvalheat eller finalen</translation>
    </message>
    <message>
        <source>register a pair: two players as MID:name:club</source>
        <translation>anmäl ett par: två spelare som MID:namn:klubb</translation>
    </message>
    <message>
        <source>last year&apos;s champions</source>
        <translation>fjolårets mästare</translation>
    </message>
    <message>
        <source>they take their direct final place</source>
        <translation>de tar sin direktplats i finalen</translation>
    </message>
    <message>
        <source>a pair plays a heat under a number</source>
        <translation>ett par spelar ett heat under ett parnummer</translation>
    </message>
    <message>
        <source>add a session to a heat</source>
        <translation>lägg till ett speltillfälle i ett heat</translation>
    </message>
    <message>
        <source>import a Bridgemate file into a session</source>
        <translation>importera en Bridgemate-fil till ett speltillfälle</translation>
    </message>
    <message>
        <source>import a file that does not fit (an older copy)</source>
        <translation>läs in en fil som inte passar (en äldre kopia)</translation>
    </message>
    <message>
        <source>a heat&apos;s result list</source>
        <translation>ett heats resultatlista</translation>
    </message>
    <message>
        <source>a barometer&apos;s running score</source>
        <translation>barometerns löpande ställning</translation>
    </message>
    <message>
        <source>the final places with their reasons</source>
        <translation>finalplatserna med skälen</translation>
    </message>
    <message>
        <source>a pair&apos;s answer to its final place</source>
        <translation>ett pars svar på sin finalplats</translation>
    </message>
    <message>
        <source>the pair gives its place up</source>
        <translation>paret avstår sin plats</translation>
    </message>
    <message>
        <source>the date of the answer, YYYY-MM-DD (default today)</source>
        <translation>svarets datum, ÅÅÅÅ-MM-DD (förval i dag)</translation>
    </message>
    <message>
        <source>the final&apos;s result, plaques and bonus</source>
        <translation>finalens resultat, plaketter och bonus</translation>
    </message>
    <message>
        <source>the pairs championship as a workbook: qualified pairs with MIDs, heats, final</source>
        <translation>parmästerskapet som arbetsbok: kvalificerade par med MID, kvalheat, final</translation>
    </message>
    <message>
        <source>a heat&apos;s result list from a workbook (pair number, percentage) or a Ruter PBN</source>
        <translation>ett kvalheats resultatlista från en arbetsbok (parnummer, procent) eller en PBN-fil från Ruter</translation>
    </message>
    <message>
        <source>merge a club&apos;s pairs heat from its .tddesk file or JSON export</source>
        <translation>slå samman en klubbs parheat från dess .tddesk-fil eller JSON-export</translation>
    </message>
    <message>
        <source>the heat&apos;s id in the source (needed when it has several)</source>
        <translation>heatets id i källan (behövs när den har flera)</translation>
    </message>
    <message>
        <source>print a pairs list to PDF</source>
        <translation>skriv ut en parlista som PDF</translation>
    </message>
    <message>
        <source>Pairs demo written to {path}</source>
        <translation>Pardemot skrivet till {path}</translation>
    </message>
    <message>
        <source>  {count} pairs</source>
        <translation>  {count} par</translation>
    </message>
    <message>
        <source>Write a heat as NAME;KIND;CLUB, e.g. &quot;Kval Motala;bronze;BK Motala&quot;; not {text}.</source>
        <translation>Skriv ett heat som NAMN;TYP;KLUBB, t.ex. &quot;Kval Motala;bronze;BK Motala&quot;; inte {text}.</translation>
    </message>
    <message>
        <source>Write a player as MID:name:club, e.g. 123456:Anna Berg:BK Linköping; not {text}.</source>
        <translation>Skriv en spelare som MID:namn:klubb, t.ex. 123456:Anna Berg:BK Linköping; inte {text}.</translation>
    </message>
    <message>
        <source>Out of competition: {reason}</source>
        <translation>Utom tävlan: {reason}</translation>
    </message>
    <message>
        <source>{written} results written, {removed} removed</source>
        <translation>{written} resultat skrivna, {removed} borttagna</translation>
    </message>
    <message>
        <source>o.c.</source>
        <translation>u.t.</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Efter rond {round}</translation>
    </message>
    <message>
        <source>Write the date of the answer as YYYY-MM-DD, not {text}.</source>
        <translation>Skriv svarets datum som ÅÅÅÅ-MM-DD, inte {text}.</translation>
    </message>
    <message>
        <source>plaque {place}</source>
        <translation>plakett {place}</translation>
    </message>
    <message>
        <source>bonus {points}</source>
        <translation>bonus {points}</translation>
    </message>
    <message>
        <source>1 page written to {path}</source>
        <translation>1 sida skriven till {path}</translation>
    </message>
    <message>
        <source>{pages} pages written to {path}</source>
        <translation>{pages} sidor skrivna till {path}</translation>
    </message>
    <message>
        <source>Nothing was merged: 1 conflict refused.</source>
        <translation>Inget slogs samman: 1 konflikt avvisades.</translation>
    </message>
    <message>
        <source>Nothing was merged: {count} conflicts refused.</source>
        <translation>Inget slogs samman: {count} konflikter avvisades.</translation>
    </message>
    <message>
        <source>{heat} merged: {pairs} new pairs, {reused} already registered, {results} board results</source>
        <translation>{heat} slogs samman: {pairs} nya par, {reused} redan anmälda, {results} brickresultat</translation>
    </message>
    <message>
        <source>minutes: 12, 12:20 (minutes:seconds) or 12,3; started minutes count, so 12:20 is 13</source>
        <translation>minuter: 12, 12:20 (minuter:sekunder) eller 12,3; påbörjade minuter räknas, så 12:20 är 13</translation>
    </message>
    <message>
        <source>rule a team&apos;s late arrival (P1)</source>
        <translation>döm ett lags sena ankomst (P1)</translation>
    </message>
    <message>
        <source>team id of the late team</source>
        <translation>lag-id för det sena laget</translation>
    </message>
    <message>
        <source>rule slow play at one table (P2)</source>
        <translation>döm långsamt spel vid ett bord (P2)</translation>
    </message>
    <message>
        <source>a team&apos;s share of the delay, e.g. t1=0.5 (repeat for the other team)</source>
        <translation>ett lags andel av förseningen, t.ex. t1=0.5 (upprepa för det andra laget)</translation>
    </message>
    <message>
        <source>the table: the open or the closed room (the shares are checked per table)</source>
        <translation>bordet: öppet eller slutet rum (andelarna kontrolleras per bord)</translation>
    </message>
    <message>
        <source>--share takes TEAM=SHARE, e.g. t1=0.5; &apos;{text}&apos; is not.</source>
        <translation>--share tar LAG=ANDEL, t.ex. t1=0.5; &apos;{text}&apos; är inte det.</translation>
    </message>
    <message>
        <source>The window cannot open: Qt&apos;s X11 platform plugin (xcb) needs libraries this computer lacks. On Debian or Ubuntu install them with
    sudo apt install {packages}
and start tddesk again.</source>
        <translation>Fönstret kan inte öppnas: Qts X11-tillägg (xcb) behöver bibliotek som saknas på den här datorn. På Debian eller Ubuntu installerar du dem med
    sudo apt install {packages}
och startar tddesk igen.</translation>
    </message>
    <message>
        <source>The window cannot open: there is no X display (DISPLAY is not set). Start tddesk from the desktop, or use the commands of `tddesk --help` without a window.</source>
        <translation>Fönstret kan inte öppnas: det finns ingen X-skärm (DISPLAY är inte satt). Starta tddesk från skrivbordet, eller använd kommandona i `tddesk --help` utan fönster.</translation>
    </message>
    <message>
        <source>show or change an SM stage&apos;s VP scale (VP3) and repeat policy (S5)</source>
        <translation>visa eller ändra en SM-etapps VP-skala (VP3) och regel för återmöten (S5)</translation>
    </message>
    <message>
        <source>20-0: WBF&apos;s continuous scale; table-25: the profile&apos;s 25-0 table</source>
        <translation>20-0: WBF:s kontinuerliga skala; table-25: profilens 25-0-tabell</translation>
    </message>
    <message>
        <source>Gröna Hissen: avoid, never or allow repeat opponents; profile: as the regulation profile says</source>
        <translation>Gröna Hissen: avoid (undvik), never (aldrig) eller allow (tillåt) återmöten; profile: som regelprofilen säger</translation>
    </message>
    <message>
        <source>the medal teams&apos; players and the segments each played (a third needed)</source>
        <translation>medaljlagens spelare och segmenten var och en spelat (en tredjedel krävs)</translation>
    </message>
    <message>
        <source>{stage} is not an SM stage.</source>
        <translation>{stage} är ingen SM-etapp.</translation>
    </message>
    <message>
        <source>Only SM Lag Veteran has a repeat policy (S5).</source>
        <translation>Bara SM Lag Veteran har en regel för återmöten (S5).</translation>
    </message>
    <message>
        <source>one session</source>
        <translation>ett pass</translation>
    </message>
    <message>
        <source>two halves</source>
        <translation>två halvlekar</translation>
    </message>
    <message>
        <source>{name}: {boards} boards, {halves}; VP scale {scale}</source>
        <translation>{name}: {boards} brickor, {halves}; VP-skala {scale}</translation>
    </message>
    <message>
        <source>Repeat opponents: {policy}</source>
        <translation>Återmöten: {policy}</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Brons</translation>
    </message>
    <message>
        <source>{medal}: {team} — a medal needs {needed} of {segments} segments</source>
        <translation>{medal}: {team} — medalj kräver {needed} av {segments} segment</translation>
    </message>
    <message>
        <source>medal</source>
        <translation>medalj</translation>
    </message>
    <message>
        <source>no medal</source>
        <translation>ingen medalj</translation>
    </message>
    <message>
        <source>The medals are not decided yet.</source>
        <translation>Medaljerna är inte avgjorda än.</translation>
    </message>
    <message>
        <source>Workbook written to {path}</source>
        <translation>Arbetsboken skriven till {path}</translation>
    </message>
    <message>
        <source>{count} pairs&apos; percentages read</source>
        <translation>{count} pars procent lästa</translation>
    </message>
    <message>
        <source>a reserve plays for one of a pair&apos;s players (D p.6)</source>
        <translation>en reserv spelar i stället för en av parets spelare (D s. 6)</translation>
    </message>
    <message>
        <source>the session the reserve plays (default: the whole heat)</source>
        <translation>speltillfället reserven spelar (förval: hela heatet)</translation>
    </message>
    <message>
        <source>the MID of the pair&apos;s player the reserve plays for</source>
        <translation>MID för den av parets spelare som reserven ersätter</translation>
    </message>
    <message>
        <source>the reserve</source>
        <translation>reserven</translation>
    </message>
    <message>
        <source>remove the reserve</source>
        <translation>ta bort reserven</translation>
    </message>
    <message>
        <source>Give --for MID: the pair&apos;s player the reserve plays for.</source>
        <translation>Ange --for MID: den av parets spelare som reserven ersätter.</translation>
    </message>
    <message>
        <source>add tddesk to the Linux desktop&apos;s menu and open .tddesk files with it</source>
        <translation>lägg till tddesk i Linux-skrivbordets meny och öppna .tddesk-filer med det</translation>
    </message>
    <message>
        <source>the data folder (default $XDG_DATA_HOME or ~/.local/share)</source>
        <translation>datamappen (förval $XDG_DATA_HOME eller ~/.local/share)</translation>
    </message>
    <message>
        <source>remove what install-desktop added</source>
        <translation>ta bort det som install-desktop lade till</translation>
    </message>
    <message>
        <source>install-desktop: only for Linux desktops; the Windows and macOS installers do this.</source>
        <translation>install-desktop: bara för Linux-skrivbord; installationsprogrammen för Windows och macOS gör detta.</translation>
    </message>
    <message>
        <source>Removed tddesk from the desktop&apos;s menu ({folder})</source>
        <translation>Tog bort tddesk från skrivbordets meny ({folder})</translation>
    </message>
    <message>
        <source>Added tddesk to the desktop&apos;s menu; .tddesk files open with it ({folder})</source>
        <translation>Lade till tddesk i skrivbordets meny; .tddesk-filer öppnas med det ({folder})</translation>
    </message>
    <message>
        <source>a heat&apos;s results as PBN with TotalScoreTable and ScoreTables</source>
        <translation>ett heats resultat som PBN med TotalScoreTable och ScoreTable</translation>
    </message>
    <message>
        <source>a team stage&apos;s boards as PBN: both rooms, IMPs, deals and par</source>
        <translation>en lagetapps brickor som PBN: båda rummen, IMP, givar och par</translation>
    </message>
    <message>
        <source>leave out the double-dummy OptimumResultTable</source>
        <translation>utelämna double dummy-analysens OptimumResultTable</translation>
    </message>
    <message>
        <source>compare another program&apos;s IMPs across the field (open format) with tddesk&apos;s</source>
        <translation>jämför ett annat programs IMP över fältet (öppna formatet) med tddesks</translation>
    </message>
    <message>
        <source>compare another program&apos;s results of a session (a PBN file or an open-format .json) with tddesk&apos;s</source>
        <translation>jämför ett annat programs resultat för ett speltillfälle (en PBN-fil eller ett öppet format, .json) med tddesks</translation>
    </message>
    <message>
        <source>{pairs} pairs and {boards} boards written to {path}</source>
        <translation>{pairs} par och {boards} brickor skrivna till {path}</translation>
    </message>
    <message>
        <source>{boards} boards written to {path}</source>
        <translation>{boards} brickor skrivna till {path}</translation>
    </message>
    <message>
        <source>board {board}</source>
        <translation>bricka {board}</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>{count} difference(s), {unexplained} not explained by a known convention</source>
        <translation>{count} skillnad(er), {unexplained} som ingen känd konvention förklarar</translation>
    </message>
    <message>
        <source>round {round}, half {half}</source>
        <translation>rond {round}, halvlek {half}</translation>
    </message>
    <message>
        <source>Nothing was imported: {count} problem(s).</source>
        <translation>Inget importerades: {count} problem.</translation>
    </message>
    <message>
        <source>{pairs} pairs&apos; percentages read, {players} new members, {boards} board results</source>
        <translation>{pairs} pars procent inlästa, {players} nya medlemmar, {boards} brickresultat</translation>
    </message>
    <message>
        <source>share the day&apos;s board results with the other venues through a folder</source>
        <translation>dela dagens brickresultat med de andra spelplatserna genom en mapp</translation>
    </message>
    <message>
        <source>this venue&apos;s stage, e.g. semifinal-1</source>
        <translation>den här spelplatsens etapp, t.ex. semifinal-1</translation>
    </message>
    <message>
        <source>the folder the venues share</source>
        <translation>mappen som spelplatserna delar</translation>
    </message>
    <message>
        <source>this venue&apos;s name, as the others see it</source>
        <translation>den här spelplatsens namn, som de andra ser det</translation>
    </message>
    <message>
        <source>keep going until stdin closes or Ctrl+C</source>
        <translation>fortsätt tills stdin stängs eller Ctrl+C</translation>
    </message>
    <message>
        <source>seconds between looks</source>
        <translation>sekunder mellan varje titt</translation>
    </message>
    <message>
        <source>{folder} is not a folder.</source>
        <translation>{folder} är ingen mapp.</translation>
    </message>
    <message>
        <source>written {path}</source>
        <translation>skrev {path}</translation>
    </message>
    <message>
        <source>other programs&apos; conventions of a stage or a pairs heat (docs/rules.md)</source>
        <translation>andra programs konventioner för en etapp eller ett parkval (docs/rules.md)</translation>
    </message>
    <message>
        <source>a team stage (the IMP cap across the field)</source>
        <translation>en lagetapp (IMP-taket över fältet)</translation>
    </message>
    <message>
        <source>a pairs heat (Neuberg&apos;s rounding, the sit-out&apos;s score)</source>
        <translation>ett parkval (avrundning av Neuberg, poäng för ett stående par)</translation>
    </message>
    <message>
        <source>IMPs per comparison across the field at most, 1-24, or none</source>
        <translation>högst så många IMP per jämförelse över fältet, 1-24, eller none</translation>
    </message>
    <message>
        <source>Neuberg&apos;s matchpoints exact or rounded to 2 decimals</source>
        <translation>Neubergs matchpoäng exakta eller avrundade till 2 decimaler</translation>
    </message>
    <message>
        <source>the score of a sit-out&apos;s boards</source>
        <translation>poängen för brickorna ett par står över</translation>
    </message>
    <message>
        <source>--imp-cap takes a whole number of IMPs or none; &apos;{text}&apos; is not.</source>
        <translation>--imp-cap tar ett helt antal IMP eller none; &apos;{text}&apos; är inte det.</translation>
    </message>
    <message>
        <source>--neuberg and --sit-out belong to a pairs heat (--heat).</source>
        <translation>--neuberg och --sit-out hör till ett parkval (--heat).</translation>
    </message>
    <message>
        <source>--imp-cap belongs to a team stage (--stage).</source>
        <translation>--imp-cap hör till en lagetapp (--stage).</translation>
    </message>
    <message>
        <source>IMP cap per comparison: {cap}</source>
        <translation>IMP-tak per jämförelse: {cap}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>Neuberg: {neuberg}; sit-out: {sit_out}</source>
        <translation>Neuberg: {neuberg}; stående par: {sit_out}</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>silver points per player of a pairs final or silver heat (M6)</source>
        <translation>silverpoäng per spelare i en parfinal eller ett silverkval (M6)</translation>
    </message>
    <message>
        <source>show, set or import SBF&apos;s silver table (M6)</source>
        <translation>visa, ange eller importera SBF:s silvertabell (M6)</translation>
    </message>
    <message>
        <source>a workbook: Par, 2, 3, …</source>
        <translation>en arbetsbok: Par, 2, 3, …</translation>
    </message>
    <message>
        <source>the number of pairs of the row to set</source>
        <translation>antalet par för raden som anges</translation>
    </message>
    <message>
        <source>points per player of places 2, 3, … e.g. 15,13,11 (empty: remove)</source>
        <translation>poäng per spelare för plats 2, 3, … t.ex. 15,13,11 (tomt: ta bort)</translation>
    </message>
    <message>
        <source>--points takes numbers separated by commas, e.g. 15,13,11; &apos;{text}&apos; is not.</source>
        <translation>--points tar tal åtskilda med kommatecken, t.ex. 15,13,11; &apos;{text}&apos; är inte det.</translation>
    </message>
    <message>
        <source>--pairs and --points go together.</source>
        <translation>--pairs och --points anges tillsammans.</translation>
    </message>
    <message>
        <source>The profile has no silver table yet (M6).</source>
        <translation>Profilen har ingen silvertabell ännu (M6).</translation>
    </message>
    <message>
        <source>what a Bridgemate file holds and whether it fits a stage</source>
        <translation>vad en Bridgemate-fil innehåller och om den passar en omgång</translation>
    </message>
    <message>
        <source>the championship file to hold it against</source>
        <translation>mästerskapsfilen att jämföra med</translation>
    </message>
    <message>
        <source>the stage (or pairs heat) to hold it against</source>
        <translation>omgången (eller parkvalet) att jämföra med</translation>
    </message>
    <message>
        <source>bws-check: --against and --stage go together.</source>
        <translation>bws-check: --against och --stage anges tillsammans.</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Sektioner</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Erased</source>
        <translation>Raderade</translation>
    </message>
    <message>
        <source>Superseded rows</source>
        <translation>Ersatta rader</translation>
    </message>
    <message>
        <source>Deleted rows skipped</source>
        <translation>Borttagna rader (hoppades över)</translation>
    </message>
    <message>
        <source>Adjusted scores</source>
        <translation>Justerade resultat</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Ej spelade</translation>
    </message>
    <message>
        <source>Passed out</source>
        <translation>Passade</translation>
    </message>
    <message>
        <source>Player numbers</source>
        <translation>Spelarnummer</translation>
    </message>
    <message>
        <source>Played on</source>
        <translation>Spelad</translation>
    </message>
    <message>
        <source>--weighted takes each result as contract, declarer, result and weight, separated by commas, e.g. &quot;4S N = 30, 4S N -1 70&quot;; &apos;{text}&apos; is not.</source>
        <translation>--weighted tar varje resultat som kontrakt, spelförare, resultat och vikt, åtskilda med kommatecken, t.ex. &quot;4S N = 30, 4S N -1 70&quot;; &apos;{text}&apos; är inte det.</translation>
    </message>
</context>
<context>
    <name>CommitteeDialog</name>
    <message>
        <source>Correct a committee decision</source>
        <translation>Rätta ett TK-beslut</translation>
    </message>
    <message>
        <source>Committee decision</source>
        <translation>TK-beslut</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Lag:</translation>
    </message>
    <message>
        <source>&amp;Match (optional):</source>
        <translation>&amp;Match (valfri):</translation>
    </message>
    <message>
        <source>&amp;VP deducted:</source>
        <translation>&amp;VP-avdrag:</translation>
    </message>
    <message>
        <source>&amp;Reason (required):</source>
        <translation>M&amp;otivering (krävs):</translation>
    </message>
    <message>
        <source>e.g. 2,00</source>
        <translation>t.ex. 2,00</translation>
    </message>
    <message>
        <source>e.g. 35 minutes late, the match was played</source>
        <translation>t.ex. 35 minuter sent, matchen spelades</translation>
    </message>
    <message>
        <source>(no match: the whole stage)</source>
        <translation>(ingen match: hela etappen)</translation>
    </message>
    <message>
        <source>{team} loses {vp} VP; the opponents keep theirs (P6).</source>
        <translation>{team} förlorar {vp} VP; motståndarna behåller sina (P6).</translation>
    </message>
    <message>
        <source>Type the VP the committee deducts as a number, e.g. 2,00.</source>
        <translation>Skriv de VP som TK drar av som ett tal, t.ex. 2,00.</translation>
    </message>
    <message>
        <source>Settles the pending ruling: {text}</source>
        <translation>Avgör det väntande domslutet: {text}</translation>
    </message>
    <message>
        <source>Pending in round {round}: {text}</source>
        <translation>Väntar i rond {round}: {text}</translation>
    </message>
    <message>
        <source>Committee decision corrected: {team}</source>
        <translation>TK-beslut rättat: {team}</translation>
    </message>
    <message>
        <source>Choose the team.</source>
        <translation>Välj laget.</translation>
    </message>
    <message>
        <source>Committee decision: {team}, {vp} VP</source>
        <translation>TK-beslut: {team}, {vp} VP</translation>
    </message>
</context>
<context>
    <name>Conventions</name>
    <message>
        <source>An IMP cap is a whole number of IMPs from 1 to {most}, or none.</source>
        <translation>Ett IMP-tak är ett helt antal IMP från 1 till {most}, eller inget.</translation>
    </message>
    <message>
        <source>Neuberg&apos;s matchpoints are exact or rounded to 2 decimals.</source>
        <translation>Neubergs matchpoäng är exakta eller avrundade till 2 decimaler.</translation>
    </message>
    <message>
        <source>A sit-out scores none, 60 (per cent) or session, not {value}.</source>
        <translation>Ett stående par får none, 60 (procent) eller session, inte {value}.</translation>
    </message>
</context>
<context>
    <name>ConventionsDialog</name>
    <message>
        <source>Other programs&apos; conventions</source>
        <translation>Andra programs konventioner</translation>
    </message>
    <message>
        <source>To reproduce another scoring program&apos;s figures. The defaults are the Laws&apos; and the regulations&apos; exact figures.</source>
        <translation>För att få samma siffror som ett annat resultatprogram. Standard är lagarnas och reglementets exakta siffror.</translation>
    </message>
    <message>
        <source>IMP cap per comparison across the field:</source>
        <translation>IMP-tak per jämförelse över fältet:</translation>
    </message>
    <message>
        <source>Neuberg&apos;s matchpoints:</source>
        <translation>Neubergs matchpoäng:</translation>
    </message>
    <message>
        <source>A sit-out&apos;s boards:</source>
        <translation>Brickor ett par står över:</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>inget tak</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakta</translation>
    </message>
    <message>
        <source>rounded to two decimals (KoPS)</source>
        <translation>avrundade till två decimaler (KoPS)</translation>
    </message>
    <message>
        <source>no score</source>
        <translation>ingen poäng</translation>
    </message>
    <message>
        <source>60 % (Ruter)</source>
        <translation>60 % (Ruter)</translation>
    </message>
    <message>
        <source>the pair&apos;s session percentage (Ruter)</source>
        <translation>parets procent i sessionen (Ruter)</translation>
    </message>
    <message>
        <source>IMP cap</source>
        <translation>IMP-tak</translation>
    </message>
    <message>
        <source>Conventions</source>
        <translation>Konventioner</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Unexpected error</source>
        <translation>Oväntat fel</translation>
    </message>
    <message>
        <source>An unexpected error occurred in tddesk. The file is saved up to your latest change: you can go on working, or close tddesk and open the file again.</source>
        <translation>Ett oväntat fel inträffade i tddesk. Filen är sparad fram till din senaste ändring: du kan arbeta vidare, eller stänga tddesk och öppna filen igen.</translation>
    </message>
    <message>
        <source>Copy the details and send them with the log file to {address}.</source>
        <translation>Kopiera detaljerna och skicka dem med loggfilen till {address}.</translation>
    </message>
    <message>
        <source>Copy the details and send them with the log file to whoever looks after tddesk for your championship; the address to send them to can be set under Tools → Settings.</source>
        <translation>Kopiera detaljerna och skicka dem med loggfilen till den som sköter tddesk för ert mästerskap; adressen att skicka dem till kan anges under Verktyg → Inställningar.</translation>
    </message>
    <message>
        <source>The error is written to the log file {path}.</source>
        <translation>Felet är skrivet till loggfilen {path}.</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiera</translation>
    </message>
    <message>
        <source>Details of the error</source>
        <translation>Detaljer om felet</translation>
    </message>
    <message>
        <source>Open the &amp;log folder</source>
        <translation>Öppna &amp;loggmappen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Log file</source>
        <translation>Loggfil</translation>
    </message>
    <message>
        <source>Send to</source>
        <translation>Skicka till</translation>
    </message>
</context>
<context>
    <name>CreateBwsDialog</name>
    <message>
        <source>Create Bridgemate file</source>
        <translation>Skapa Bridgemate-fil</translation>
    </message>
    <message>
        <source>Round:</source>
        <translation>Rond:</translation>
    </message>
    <message>
        <source>Half:</source>
        <translation>Halvlek:</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Omgång:</translation>
    </message>
    <message>
        <source>Movement:</source>
        <translation>Rörelse:</translation>
    </message>
    <message>
        <source>Boards a round:</source>
        <translation>Brickor per rond:</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fil:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bläddra…</translation>
    </message>
    <message>
        <source>All rounds</source>
        <translation>Alla ronder</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Rond {n}</translation>
    </message>
    <message>
        <source>Both halves</source>
        <translation>Båda halvlekarna</translation>
    </message>
    <message>
        <source>Half {n}</source>
        <translation>Halvlek {n}</translation>
    </message>
    <message>
        <source>Session {n}</source>
        <translation>Omgång {n}</translation>
    </message>
    <message>
        <source>Barometer</source>
        <translation>Barometer</translation>
    </message>
    <message>
        <source>Mitchell</source>
        <translation>Mitchell</translation>
    </message>
    <message>
        <source>Complete Howell</source>
        <translation>Komplett Howell</translation>
    </message>
    <message>
        <source>3/4-Howell</source>
        <translation>3/4-Howell</translation>
    </message>
    <message>
        <source>The session is ranked as its own movement ({movement}); change the session&apos;s movement in the heat if it is played as the file seats it.</source>
        <translation>Omgången rankas enligt sin egen rörelse ({movement}); ändra omgångens rörelse i kvalet om den spelas som filen placerar den.</translation>
    </message>
    <message>
        <source>Bridgemate files (*.bws)</source>
        <translation>Bridgemate-filer (*.bws)</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>Välj filen som ska skrivas.</translation>
    </message>
    <message>
        <source>The heat has no session yet; add one first.</source>
        <translation>Kvalet har ingen omgång ännu; lägg till en först.</translation>
    </message>
    <message>
        <source>{file} exists; a file BCS played into holds the venue&apos;s results. Replace it?</source>
        <translation>{file} finns redan; en fil som BCS har spelat in i innehåller spelplatsens resultat. Ersätta den?</translation>
    </message>
</context>
<context>
    <name>CreateFinalDialog</name>
    <message>
        <source>Create the A-final</source>
        <translation>Skapa A-finalen</translation>
    </message>
    <message>
        <source>Create the B-final</source>
        <translation>Skapa B-finalen</translation>
    </message>
    <message>
        <source>&amp;First day:</source>
        <translation>&amp;Första dagen:</translation>
    </message>
    <message>
        <source>&amp;Day:</source>
        <translation>&amp;Dag:</translation>
    </message>
    <message>
        <source>&amp;Venue:</source>
        <translation>&amp;Spelplats:</translation>
    </message>
    <message>
        <source>&amp;Offset from the central timetable:</source>
        <translation>&amp;Avvikelse från det centrala tidsschemat:</translation>
    </message>
    <message>
        <source>The teams of the final</source>
        <translation>Finalens lag</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>A8: {teams} teams, {rounds} rounds of {boards} boards in two halves; days: {days}.</source>
        <translation>A8: {teams} lag, {rounds} ronder med {boards} brickor i två halvlekar; dagar: {days}.</translation>
    </message>
    <message>
        <source>A9: {teams} teams: {matches} matches of {boards} boards, no half-time.</source>
        <translation>A9: {teams} lag: {matches} matcher med {boards} brickor, utan halvtidsbyte.</translation>
    </message>
    <message>
        <source>A9: {teams} teams: no B-final with this number of teams.</source>
        <translation>A9: {teams} lag: ingen B-final med detta antal lag.</translation>
    </message>
</context>
<context>
    <name>CreateSemifinalsDialog</name>
    <message>
        <source>Create the semifinals</source>
        <translation>Skapa semifinalerna</translation>
    </message>
    <message>
        <source>&amp;Semifinals:</source>
        <translation>&amp;Semifinaler:</translation>
    </message>
    <message>
        <source>Central &amp;day:</source>
        <translation>&amp;Centraldag:</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Spelplats</translation>
    </message>
    <message>
        <source>Offset (min)</source>
        <translation>Avvikelse (min)</translation>
    </message>
    <message>
        <source>A7 check</source>
        <translation>Kontroll A7</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Heat (place)</source>
        <translation>Kvalheat (placering)</translation>
    </message>
    <message>
        <source>Semifinal</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>Semifinal {number}</source>
        <translation>Semifinal {number}</translation>
    </message>
    <message>
        <source>A7: within {limit} minutes</source>
        <translation>A7: inom {limit} minuter</translation>
    </message>
</context>
<context>
    <name>CrossTableModel</name>
    <message>
        <source>bye in round {round}</source>
        <translation>frirond i rond {round}</translation>
    </message>
    <message>
        <source>walkover (W2)</source>
        <translation>W.O. (W2)</translation>
    </message>
    <message>
        <source>provisional until the series ends (W2)</source>
        <translation>preliminärt tills serien är slut (W2)</translation>
    </message>
    <message>
        <source>struck: counts for nobody (W5, P5)</source>
        <translation>struken: räknas för ingen (W5, P5)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation>Straff-VP</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
</context>
<context>
    <name>CrossTableView</name>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Utveckling</translation>
    </message>
</context>
<context>
    <name>DayChecks</name>
    <message>
        <source>Table {table} ({room}), round {round} half {half}: the last result came {ended}, {minutes} min after the half&apos;s end {allowed} (P2).</source>
        <translation>Bord {table} ({room} rum), rond {round} halvlek {half}: sista resultatet kom {ended}, {minutes} min efter halvlekens slut {allowed} (P2).</translation>
    </message>
    <message>
        <source>{venue}, table {table}, board {board}: {seat} leads {card}, which {seat} was not dealt.</source>
        <translation>{venue}, bord {table}, bricka {board}: {seat} spelar ut {card}, som {seat} inte fick.</translation>
    </message>
    <message>
        <source>{venue}, board {board}: its scores fit board {fits} of the other venues better ({own} IMPs a table from the field on board {board}, {fit} on board {fits}) — a fouled or misboarded board?</source>
        <translation>{venue}, bricka {board}: resultaten passar bättre till de andra spelplatsernas bricka {fits} ({own} IMP per bord från fältet på bricka {board}, {fit} på bricka {fits}) — en felvänd eller felplacerad bricka?</translation>
    </message>
    <message>
        <source>{venue}, table {table}, board {board}: NS {score} against a par of {par}, the field near par.</source>
        <translation>{venue}, bord {table}, bricka {board}: NS {score} mot par {par}, fältet nära par.</translation>
    </message>
    <message>
        <source>Tables {open}/{closed}, round {round} half {half}, {side}: {words}</source>
        <translation>Bord {open}/{closed}, rond {round} halvlek {half}, {side}: {words}</translation>
    </message>
    <message>
        <source>home team</source>
        <translation>hemmalaget</translation>
    </message>
    <message>
        <source>away team</source>
        <translation>bortalaget</translation>
    </message>
</context>
<context>
    <name>DayChecksDialog</name>
    <message>
        <source>Checks of the day</source>
        <translation>Dagens kontroller</translation>
    </message>
    <message>
        <source>Enter the late tables in the central-day table</source>
        <translation>För in de försenade borden i centraldagens tabell</translation>
    </message>
    <message>
        <source>Compare with double-dummy par…</source>
        <translation>Jämför med par (dubbel dummy)…</translation>
    </message>
    <message>
        <source>New results came in; compare with par again.</source>
        <translation>Nya resultat har kommit in; jämför med par igen.</translation>
    </message>
    <message>
        <source>{file}: {count} to look at.</source>
        <translation>{file}: {count} att se över.</translation>
    </message>
    <message>
        <source>{file}: nothing to report.</source>
        <translation>{file}: inget att rapportera.</translation>
    </message>
    <message>
        <source>Table time from the Bridgemate clock: table {table}, half {half}</source>
        <translation>Bordstid från Bridgemate-klockan: bord {table}, halvlek {half}</translation>
    </message>
    <message>
        <source>No deals for the played boards: import the deal file first.</source>
        <translation>Inga givar för de spelade brickorna: importera givfilen först.</translation>
    </message>
    <message>
        <source>Comparing {count} boards with double-dummy par…</source>
        <translation>Jämför {count} brickor med par (dubbel dummy)…</translation>
    </message>
    <message>
        <source>The comparison with par was cancelled; the list is as it was.</source>
        <translation>Jämförelsen med par avbröts; listan är som den var.</translation>
    </message>
    <message>
        <source>{boards} boards compared with double-dummy par: {count} far from it.</source>
        <translation>Jämfört med par (dubbel dummy), brickor: {boards}; långt ifrån: {count}.</translation>
    </message>
</context>
<context>
    <name>DemoBuild</name>
    <message>
        <source>Building the demo championship…</source>
        <translation>Demomästerskapet byggs…</translation>
    </message>
</context>
<context>
    <name>DemoDayMenu</name>
    <message>
        <source>Semifinal demo day</source>
        <translation>Demo: semifinaldag</translation>
    </message>
    <message>
        <source>Demo: semifinal &amp;day…</source>
        <translation>Demo: semifinal&amp;dag…</translation>
    </message>
    <message>
        <source>Stop the demo day</source>
        <translation>Stoppa demodagen</translation>
    </message>
    <message>
        <source>&amp;Play the demo day</source>
        <translation>Spela upp &amp;demodagen</translation>
    </message>
</context>
<context>
    <name>DemoDayPlayer</name>
    <message>
        <source>Demo day {time}</source>
        <translation>Demodagen {time}</translation>
    </message>
    <message>
        <source>Table time from the Bridgemate clock: table {table}, half {half}</source>
        <translation>Bordstid från Bridgemate-klockan: bord {table}, halvlek {half}</translation>
    </message>
</context>
<context>
    <name>DrawLotsDialog</name>
    <message>
        <source>Draw lots</source>
        <translation>Dra lott</translation>
    </message>
    <message>
        <source>{teams} are equal on VP, IMP quotient and head-to-head; only a lot can separate them (H8). The order is best first.</source>
        <translation>{teams} är lika på VP, IMP-kvot och inbördes möte; de kan bara skiljas åt genom att dra lott (H8). Ordningen är bäst först.</translation>
    </message>
    <message>
        <source>&amp;Draw the lot in the program</source>
        <translation>&amp;Dra lott i programmet</translation>
    </message>
    <message>
        <source>&amp;Type the outcome of a physical draw (order the teams, best first)</source>
        <translation>&amp;Skriv in utfallet av en fysisk lottning (ordna lagen, bäst först)</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>&amp;Upp</translation>
    </message>
    <message>
        <source>Do&amp;wn</source>
        <translation>&amp;Ned</translation>
    </message>
    <message>
        <source>Earlier lots in this stage:</source>
        <translation>Tidigare lottningar i denna etapp:</translation>
    </message>
    <message>
        <source>Record this &amp;order</source>
        <translation>Registrera denna &amp;ordning</translation>
    </message>
    <message>
        <source>D&amp;raw lots</source>
        <translation>D&amp;ra lott</translation>
    </message>
    <message>
        <source>Lot drawn: {teams}</source>
        <translation>Lott dragen: {teams}</translation>
    </message>
    <message>
        <source>Lot recorded: {teams}</source>
        <translation>Lottning registrerad: {teams}</translation>
    </message>
    <message>
        <source>Recorded {when} by {who}:
{places}</source>
        <translation>Registrerad {when} av {who}:
{places}</translation>
    </message>
    <message>
        <source>{when} by {who}: {order}</source>
        <translation>{when} av {who}: {order}</translation>
    </message>
</context>
<context>
    <name>ExclusionDialog</name>
    <message>
        <source>Exclude or disqualify a team</source>
        <translation>Uteslut eller diskvalificera ett lag</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Lag:</translation>
    </message>
    <message>
        <source>E&amp;xcluded</source>
        <translation>&amp;Utesluts</translation>
    </message>
    <message>
        <source>&amp;Disqualified</source>
        <translation>&amp;Diskvalificeras</translation>
    </message>
    <message>
        <source>&amp;Reason (rule and what happened):</source>
        <translation>&amp;Motivering (regel och vad som hänt):</translation>
    </message>
    <message>
        <source>e.g. P4: a player played for another team</source>
        <translation>t.ex. P4: en spelare har spelat för ett annat lag</translation>
    </message>
    <message>
        <source>Decided &amp;on:</source>
        <translation>&amp;Beslutat den:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <source>VP it loses</source>
        <translation>VP som förloras</translation>
    </message>
    <message>
        <source>IMPs it loses</source>
        <translation>IMP som förloras</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Rank before</source>
        <translation>Placering före</translation>
    </message>
    <message>
        <source>VP before</source>
        <translation>VP före</translation>
    </message>
    <message>
        <source>Rank after</source>
        <translation>Placering efter</translation>
    </message>
    <message>
        <source>VP after</source>
        <translation>VP efter</translation>
    </message>
    <message>
        <source>Disqualify</source>
        <translation>Diskvalificera</translation>
    </message>
    <message>
        <source>Exclude</source>
        <translation>Uteslut</translation>
    </message>
    <message>
        <source>Every team of this stage is excluded already.</source>
        <translation>Alla lag i denna etapp är redan uteslutna.</translation>
    </message>
    <message>
        <source>All results of {team} in this stage are struck and it is ranked last; fees are not refunded (P5).</source>
        <translation>Alla resultat för {team} i denna etapp stryks och laget placeras sist; avgifter återbetalas inte (P5).</translation>
    </message>
    <message>
        <source>These results will be struck:</source>
        <translation>Dessa resultat stryks:</translation>
    </message>
    <message>
        <source>No result of the team has been entered: nothing is struck.</source>
        <translation>Inget resultat för laget är inmatat: inget stryks.</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>preliminärt</translation>
    </message>
    <message>
        <source>These matches will not be played: {matches}</source>
        <translation>Dessa matcher spelas inte: {matches}</translation>
    </message>
    <message>
        <source>The standings before and after:</source>
        <translation>Ställningen före och efter:</translation>
    </message>
    <message>
        <source>The standings before and after</source>
        <translation>Ställningen före och efter</translation>
    </message>
    <message>
        <source>The results struck</source>
        <translation>De strukna resultaten</translation>
    </message>
    <message>
        <source>Choose the team.</source>
        <translation>Välj laget.</translation>
    </message>
    <message>
        <source>Disqualified: {team}</source>
        <translation>Diskvalificerat: {team}</translation>
    </message>
    <message>
        <source>Excluded: {team}</source>
        <translation>Uteslutet: {team}</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>Uppställningar</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Master points</source>
        <translation>Mästarpoäng</translation>
    </message>
    <message>
        <source>Master point totals</source>
        <translation>Mästarpoäng totalt</translation>
    </message>
    <message>
        <source>The file has no pairs championship {event}.</source>
        <translation>Filen har inget parmästerskap {event}.</translation>
    </message>
    <message>
        <source>Qualified</source>
        <translation>Kvalificerade</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Första spelare</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Andra spelare</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Skäl</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Percent</source>
        <translation>Procent</translation>
    </message>
    <message>
        <source>out of competition: {reason}</source>
        <translation>utom tävlan: {reason}</translation>
    </message>
    <message>
        <source>Final result</source>
        <translation>Slutresultat</translation>
    </message>
    <message>
        <source>Plaque</source>
        <translation>Plakett</translation>
    </message>
    <message>
        <source>Bonus per player</source>
        <translation>Bonus per spelare</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Avgifter</translation>
    </message>
    <message>
        <source>Qualifying fee</source>
        <translation>Kvalavgift</translation>
    </message>
    <message>
        <source>Final fee</source>
        <translation>Finalavgift</translation>
    </message>
    <message>
        <source>{path} is not a workbook: {error}</source>
        <translation>{path} är ingen arbetsbok: {error}</translation>
    </message>
    <message>
        <source>Eligible</source>
        <translation>Spelberättigat</translation>
    </message>
    <message>
        <source>Eligible, with remarks</source>
        <translation>Spelberättigat, med anmärkningar</translation>
    </message>
    <message>
        <source>Not eligible</source>
        <translation>Ej spelberättigat</translation>
    </message>
    <message>
        <source>Not played</source>
        <translation>Ej spelad</translation>
    </message>
    <message>
        <source>After the first half</source>
        <translation>Efter första halvleken</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>Walkover</source>
        <translation>W.O.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation>IMP-kvot</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Inbördes möte</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Vunnen/förlorad</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Oavgjord</translation>
    </message>
    <message>
        <source>Lot (not yet drawn)</source>
        <translation>Lottning (ännu inte dragen)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Etapper</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riktning</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>IAF pairs</source>
        <translation>IÖF par</translation>
    </message>
    <message>
        <source>IAF players</source>
        <translation>IÖF spelare</translation>
    </message>
    <message>
        <source>IMPs across the field</source>
        <translation>IMP över fältet</translation>
    </message>
    <message>
        <source>Round {round}, half {half}</source>
        <translation>Rond {round}, halvlek {half}</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Rum</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>NS-resultat</translation>
    </message>
    <message>
        <source>Datum</source>
        <translation>Datum (Butler)</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Eligibility</source>
        <translation>Spelbehörighet</translation>
    </message>
    <message>
        <source>Remarks on the player</source>
        <translation>Anmärkningar om spelaren</translation>
    </message>
    <message>
        <source>IMPs half {half} home</source>
        <translation>IMP halvlek {half} hemma</translation>
    </message>
    <message>
        <source>IMPs half {half} away</source>
        <translation>IMP halvlek {half} borta</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapp</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>IMPs home</source>
        <translation>IMP hemma</translation>
    </message>
    <message>
        <source>IMPs away</source>
        <translation>IMP borta</translation>
    </message>
    <message>
        <source>VP home</source>
        <translation>VP hemma</translation>
    </message>
    <message>
        <source>VP away</source>
        <translation>VP borta</translation>
    </message>
    <message>
        <source>Penalty VP home</source>
        <translation>Straff-VP hemma</translation>
    </message>
    <message>
        <source>Penalty VP away</source>
        <translation>Straff-VP borta</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Match id</source>
        <translation>Match-id</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Halvlek</translation>
    </message>
    <message>
        <source>Home or away</source>
        <translation>Hemma eller borta</translation>
    </message>
    <message>
        <source>MID {seat}</source>
        <translation>MID {seat}</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Spelare {seat}</translation>
    </message>
    <message>
        <source>Unauthorised players (P3)</source>
        <translation>Otillåtna reserver (P3)</translation>
    </message>
    <message>
        <source>struck (a team is excluded)</source>
        <translation>struken (ett lag är uteslutet)</translation>
    </message>
    <message>
        <source>Round {round}, {home} – {away}</source>
        <translation>Rond {round}, {home} – {away}</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation>Straff-VP</translation>
    </message>
    <message>
        <source>IMPs won</source>
        <translation>IMP vunna</translation>
    </message>
    <message>
        <source>IMPs lost</source>
        <translation>IMP förlorade</translation>
    </message>
    <message>
        <source>Decided by (H8)</source>
        <translation>Avgjort genom (H8)</translation>
    </message>
    <message>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmärkning</translation>
    </message>
    <message>
        <source>Excluded: all results struck</source>
        <translation>Uteslutet: alla resultat strukna</translation>
    </message>
    <message>
        <source>Includes a provisional walkover value</source>
        <translation>Innehåller ett preliminärt W.O.-värde</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Halves</source>
        <translation>Halvlekar</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Line-up missing: not split yet</source>
        <translation>Uppställning saknas: poängen är inte fördelade än</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startavgift</translation>
    </message>
    <message>
        <source>Late fee</source>
        <translation>Förseningsavgift</translation>
    </message>
    <message>
        <source>Table fees</source>
        <translation>Bordsavgifter</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Kvar att betala</translation>
    </message>
    <message>
        <source>Entry fee paid on</source>
        <translation>Startavgift betald</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>Per</translation>
    </message>
    <message>
        <source>The workbook&apos;s first sheet is empty.</source>
        <translation>Arbetsbokens första blad är tomt.</translation>
    </message>
    <message>
        <source>{cell}: a heading is a place (2, 3, …), not {value}.</source>
        <translation>{cell}: en rubrik är en placering (2, 3, …), inte {value}.</translation>
    </message>
    <message>
        <source>Row 1: the places must follow on from 2 (2, 3, 4, …).</source>
        <translation>Rad 1: placeringarna ska följa på varandra från 2 (2, 3, 4, …).</translation>
    </message>
    <message>
        <source>A{row}: give the number of pairs, e.g. 22, not {value}.</source>
        <translation>A{row}: ange antalet par, t.ex. 22, inte {value}.</translation>
    </message>
    <message>
        <source>A{row}: the table for {pairs} pairs is given twice.</source>
        <translation>A{row}: tabellen för {pairs} par finns två gånger.</translation>
    </message>
    <message>
        <source>{cell}: silver points are a number of at least 0, not {value}.</source>
        <translation>{cell}: silverpoäng är ett tal på minst 0, inte {value}.</translation>
    </message>
    <message>
        <source>The workbook has no row with a number of pairs below its heading.</source>
        <translation>Arbetsboken har ingen rad med ett antal par under rubriken.</translation>
    </message>
</context>
<context>
    <name>ExportWorkbookDialog</name>
    <message>
        <source>Export the championship as JSON</source>
        <translation>Exportera mästerskapet som JSON</translation>
    </message>
    <message>
        <source>JSON documents (*.json)</source>
        <translation>JSON-dokument (*.json)</translation>
    </message>
    <message>
        <source>Save the workbook</source>
        <translation>Spara arbetsboken</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-arbetsböcker (*.xlsx)</translation>
    </message>
    <message>
        <source>Choose where to save the workbook.</source>
        <translation>Välj var arbetsboken ska sparas.</translation>
    </message>
    <message>
        <source>Writing the workbook…</source>
        <translation>Skriver arbetsboken…</translation>
    </message>
    <message>
        <source>Cancelled: no workbook was written.</source>
        <translation>Avbrutet: ingen arbetsbok skrevs.</translation>
    </message>
    <message>
        <source>Export the federation&apos;s workbook</source>
        <translation>Exportera arbetsboken för förbundet</translation>
    </message>
    <message>
        <source>The whole championship</source>
        <translation>Hela mästerskapet</translation>
    </message>
    <message>
        <source>&amp;Export:</source>
        <translation>&amp;Exportera:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fil:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bläddra…</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportera</translation>
    </message>
    <message>
        <source>The workbook is written here; an existing file is replaced.</source>
        <translation>Arbetsboken skrivs här; en befintlig fil ersätts.</translation>
    </message>
</context>
<context>
    <name>FeeChecklist</name>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Rond {number}</translation>
    </message>
    <message>
        <source>Due (kr)</source>
        <translation>Att betala (kr)</translation>
    </message>
    <message>
        <source>Table fee paid: {team}, round {round}</source>
        <translation>Bordsavgift betald: {team}, rond {round}</translation>
    </message>
    <message>
        <source>Table fee not paid: {team}, round {round}</source>
        <translation>Bordsavgift inte betald: {team}, rond {round}</translation>
    </message>
</context>
<context>
    <name>Fees</name>
    <message>
        <source>{team} does not play in {stage}.</source>
        <translation>{team} spelar inte i {stage}.</translation>
    </message>
    <message>
        <source>{team} has no match in round {round} of {stage}, so no table fee.</source>
        <translation>{team} har ingen match i rond {round} i {stage} och betalar därför ingen bordsavgift.</translation>
    </message>
    <message>
        <source>There is no team {team}.</source>
        <translation>Det finns inget lag {team}.</translation>
    </message>
</context>
<context>
    <name>FeesView</name>
    <message>
        <source>Balance &amp;as of:</source>
        <translation>Saldo &amp;per:</translation>
    </message>
    <message>
        <source>Pa&amp;yment date:</source>
        <translation>Betal&amp;datum:</translation>
    </message>
    <message>
        <source>Entry fee &amp;paid on this date</source>
        <translation>Startavgift &amp;betald detta datum</translation>
    </message>
    <message>
        <source>Entry fee &amp;not paid</source>
        <translation>Startavgift &amp;inte betald</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startavgift</translation>
    </message>
    <message>
        <source>Late fee</source>
        <translation>Förseningsavgift</translation>
    </message>
    <message>
        <source>Table fees</source>
        <translation>Bordsavgifter</translation>
    </message>
    <message>
        <source>Junior discount</source>
        <translation>Juniorrabatt</translation>
    </message>
    <message>
        <source>Discount (kr)</source>
        <translation>Rabatt (kr)</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>Nykomling</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Kvar att betala</translation>
    </message>
    <message>
        <source>Entry fee paid on</source>
        <translation>Startavgift betald</translation>
    </message>
    <message>
        <source>Table fees paid</source>
        <translation>Bordsavgifter betalda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>F1 entry fee; 0 for a newcomer team (F4)</source>
        <translation>F1 startavgift; 0 för ett nykomlingslag (F4)</translation>
    </message>
    <message>
        <source>F1: entry fee paid after the due date</source>
        <translation>F1: startavgiften betald efter sista betalningsdag</translation>
    </message>
    <message>
        <source>F2: the stage&apos;s table fees</source>
        <translation>F2: etappens bordsavgifter</translation>
    </message>
    <message>
        <source>F3: 12.5 % for each junior needed to fill the team up to four</source>
        <translation>F3: 12,5 % för varje junior som behövs för att fylla laget upp till fyra</translation>
    </message>
    <message>
        <source>F4: newcomer team, no entry fee (Space to change)</source>
        <translation>F4: nykomlingslag, ingen startavgift (ändra med mellanslag)</translation>
    </message>
    <message>
        <source>Fees: {stage}</source>
        <translation>Avgifter: {stage}</translation>
    </message>
    <message>
        <source>{paid} of {teams} teams have paid everything. Owed {total} kr, paid {paid_amount} kr, outstanding {outstanding} kr; late fees {late} kr, junior discounts {discounts} kr.</source>
        <translation>{paid} av {teams} lag har betalt allt. Att betala {total} kr, betalt {paid_amount} kr, kvar {outstanding} kr; förseningsavgifter {late} kr, juniorrabatter {discounts} kr.</translation>
    </message>
    <message>
        <source>The entry fee is recorded in the team&apos;s heat.</source>
        <translation>Startavgiften registreras i lagets kvalheat.</translation>
    </message>
    <message>
        <source>Juniors: {juniors}, others: {others}</source>
        <translation>Juniorer: {juniors}, övriga: {others}</translation>
    </message>
    <message>
        <source>{paid} of {rounds}</source>
        <translation>{paid} av {rounds}</translation>
    </message>
    <message>
        <source>Unpaid</source>
        <translation>Obetalt</translation>
    </message>
    <message>
        <source>Total ({count} teams)</source>
        <translation>Totalt ({count} lag)</translation>
    </message>
    <message>
        <source>{unpaid} unpaid</source>
        <translation>{unpaid} obetalda</translation>
    </message>
    <message>
        <source>Choose a team first.</source>
        <translation>Välj ett lag först.</translation>
    </message>
    <message>
        <source>Entry fee paid: {team}, {date}</source>
        <translation>Startavgift betald: {team}, {date}</translation>
    </message>
    <message>
        <source>Entry fee not paid: {team}</source>
        <translation>Startavgift inte betald: {team}</translation>
    </message>
    <message>
        <source>Newcomer team: {team}</source>
        <translation>Nykomlingslag: {team}</translation>
    </message>
    <message>
        <source>Not a newcomer team: {team}</source>
        <translation>Inte nykomlingslag: {team}</translation>
    </message>
</context>
<context>
    <name>FieldDialog</name>
    <message>
        <source>IMPs across the field</source>
        <translation>IMP över fältet</translation>
    </message>
    <message>
        <source>Every score against every other</source>
        <translation>Varje resultat mot alla andra</translation>
    </message>
    <message>
        <source>Datum Butler</source>
        <translation>Butler med datum</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riktning</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>{boards} boards, {tables} table results</source>
        <translation>{boards} brickor, {tables} bordsresultat</translation>
    </message>
</context>
<context>
    <name>FileActions</name>
    <message>
        <source>The file cannot be opened</source>
        <translation>Filen kan inte öppnas</translation>
    </message>
    <message>
        <source>Opened read-only</source>
        <translation>Öppnad skrivskyddad</translation>
    </message>
    <message>
        <source>The demo championship cannot be saved there</source>
        <translation>Demomästerskapet kan inte sparas där</translation>
    </message>
    <message>
        <source>The demo championship could not be built</source>
        <translation>Demomästerskapet kunde inte byggas</translation>
    </message>
</context>
<context>
    <name>FileMenus</name>
    <message>
        <source>Line-ups missing</source>
        <translation>Uppställningar saknas</translation>
    </message>
    <message>
        <source>{stage}, round {round}, {home} – {away}, half {half}: {team}</source>
        <translation>{stage}, rond {round}, {home} – {away}, halvlek {half}: {team}</translation>
    </message>
    <message>
        <source>… and {count} more</source>
        <translation>… och {count} till</translation>
    </message>
    <message>
        <source>These halves have a result but no line-up, so no players will be listed for them (H5):</source>
        <translation>Dessa halvlekar har ett resultat men ingen uppställning, så inga spelare kommer att stå för dem (H5):</translation>
    </message>
    <message>
        <source>Export anyway?</source>
        <translation>Exportera ändå?</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Sparade {path}</translation>
    </message>
    <message>
        <source>The JSON export failed</source>
        <translation>JSON-exporten misslyckades</translation>
    </message>
    <message>
        <source>The PBN export failed</source>
        <translation>PBN-exporten misslyckades</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importera</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportera</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportera</translation>
    </message>
    <message>
        <source>Championship from &amp;JSON…</source>
        <translation>Mästerskap från &amp;JSON…</translation>
    </message>
    <message>
        <source>&amp;Deals (PBN or DUP)…</source>
        <translation>&amp;Givar (PBN eller DUP)…</translation>
    </message>
    <message>
        <source>&amp;Workbook for the federation…</source>
        <translation>&amp;Arbetsbok för förbundet…</translation>
    </message>
    <message>
        <source>&amp;JSON…</source>
        <translation>&amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;PBN…</source>
        <translation>Resultat som &amp;PBN…</translation>
    </message>
    <message>
        <source>Team &amp;registration template…</source>
        <translation>&amp;Mall för laganmälan…</translation>
    </message>
    <message>
        <source>&amp;Merge heat…</source>
        <translation>Slå samman &amp;kvalheat…</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>Save the demo championship as</source>
        <translation>Spara demomästerskapet som</translation>
    </message>
    <message>
        <source>Championship files (*{suffix})</source>
        <translation>Mästerskapsfiler (*{suffix})</translation>
    </message>
    <message>
        <source>The file {path} does not exist. Check the name and folder.</source>
        <translation>Filen {path} finns inte. Kontrollera namnet och mappen.</translation>
    </message>
    <message>
        <source>{path} is not a tddesk tournament file. Open a .tddesk file, or import a JSON file with File → Import.</source>
        <translation>{path} är ingen tävlingsfil för tddesk. Öppna en .tddesk-fil, eller importera en JSON-fil med Arkiv → Importera.</translation>
    </message>
    <message>
        <source>{path} is damaged and cannot be read ({detail}). Open the newest copy in the backups folder beside it.</source>
        <translation>{path} är skadad och kan inte läsas ({detail}). Öppna den senaste kopian i mappen med säkerhetskopior bredvid den.</translation>
    </message>
    <message>
        <source>{path} was written by a newer version of tddesk. Install the newer version to open it; the file has not been changed.</source>
        <translation>{path} är skriven av en nyare version av tddesk. Installera den nyare versionen för att öppna den; filen har inte ändrats.</translation>
    </message>
    <message>
        <source>Cannot write in the folder {path} ({detail}). Choose a folder where you may save files.</source>
        <translation>Kan inte skriva i mappen {path} ({detail}). Välj en mapp där du får spara filer.</translation>
    </message>
    <message>
        <source>{path} already exists. Choose another name, or open the existing file.</source>
        <translation>{path} finns redan. Välj ett annat namn, eller öppna den befintliga filen.</translation>
    </message>
    <message>
        <source>{path} is already open in another tddesk window or on another computer ({detail}). You can open it read-only.</source>
        <translation>{path} är redan öppen i ett annat tddesk-fönster eller på en annan dator ({detail}). Du kan öppna den skrivskyddad.</translation>
    </message>
    <message>
        <source>The disk holding {path} is full; the file was not opened and nothing was changed. Free some space (delete files you do not need or empty the wastebasket) and open it again.</source>
        <translation>Disken där {path} ligger är full; filen öppnades inte och inget ändrades. Frigör utrymme (ta bort filer du inte behöver eller töm papperskorgen) och öppna den igen.</translation>
    </message>
    <message>
        <source>{path} could not be read from the disk ({detail}); the file itself need not be damaged. Check the disk or USB stick (is it still plugged in?) and open it again.</source>
        <translation>{path} kunde inte läsas från disken ({detail}); själva filen behöver inte vara skadad. Kontrollera disken eller USB-minnet (sitter det kvar?) och öppna den igen.</translation>
    </message>
    <message>
        <source>{path} is marked read-only, so results cannot be entered in it. It can be viewed; to work in it, remove the read-only mark in the file&apos;s properties or copy it to a folder where you may write.</source>
        <translation>{path} är markerad som skrivskyddad, så resultat kan inte föras in i den. Den kan visas; för att arbeta i den, ta bort skrivskyddet i filens egenskaper eller kopiera den till en mapp där du får skriva.</translation>
    </message>
    <message>
        <source>{path} is in a folder that cannot be written (e.g. a write-protected USB stick or a CD), so results cannot be entered in it. It can be viewed; to work in it, copy it to a folder where you may write.</source>
        <translation>{path} ligger i en mapp som inte kan skrivas (t.ex. ett skrivskyddat USB-minne eller en cd), så resultat kan inte föras in i den. Den kan visas; för att arbeta i den, kopiera den till en mapp där du får skriva.</translation>
    </message>
    <message>
        <source>{path} has tournament tables but no mark of their schema version (the alembic_version row), so tddesk cannot tell which version wrote it. The file has not been changed. Open the newest copy in the backups folder beside it, or import the championship&apos;s JSON export with File → Import.</source>
        <translation>{path} har tävlingstabeller men ingen markering av deras schemaversion (raden i alembic_version), så tddesk kan inte avgöra vilken version som skrev den. Filen har inte ändrats. Öppna den senaste kopian i mappen med säkerhetskopior bredvid den, eller importera mästerskapets JSON-export med Arkiv → Importera.</translation>
    </message>
    <message>
        <source>The tables of {path} do not match the schema version it is marked with, so it cannot be brought up to date ({detail}). The file has not been changed. Open the newest copy in the backups folder beside it, or import the championship&apos;s JSON export with File → Import.</source>
        <translation>Tabellerna i {path} stämmer inte med den schemaversion filen är märkt med, så den kan inte uppdateras ({detail}). Filen har inte ändrats. Öppna den senaste kopian i mappen med säkerhetskopior bredvid den, eller importera mästerskapets JSON-export med Arkiv → Importera.</translation>
    </message>
    <message>
        <source>The championship needs a name.</source>
        <translation>Mästerskapet måste ha ett namn.</translation>
    </message>
    <message>
        <source>Unknown regulation profile: {error}</source>
        <translation>Okänd reglementsprofil: {error}</translation>
    </message>
    <message>
        <source>The regulation profile is malformed at {key}: {problem}</source>
        <translation>Reglementsprofilen är felaktig vid {key}: {problem}</translation>
    </message>
    <message>
        <source>{path} is the open file itself. Choose another name or folder for the copy.</source>
        <translation>{path} är själva den öppna filen. Välj ett annat namn eller en annan mapp för kopian.</translation>
    </message>
    <message>
        <source>The folder {folder} does not exist. Choose a folder for the copy.</source>
        <translation>Mappen {folder} finns inte. Välj en mapp för kopian.</translation>
    </message>
    <message>
        <source>The copy {path} could not be written ({detail}); nothing was saved.</source>
        <translation>Kopian {path} kunde inte skrivas ({detail}), inget sparades.</translation>
    </message>
</context>
<context>
    <name>Formats</name>
    <message>
        <source>Free evening matches</source>
        <translation>Fria kvällsmatcher</translation>
    </message>
    <message>
        <source>Fixed central evenings</source>
        <translation>Fasta centrala kvällar</translation>
    </message>
    <message>
        <source>Weekend gatherings</source>
        <translation>Helgsammandrag</translation>
    </message>
</context>
<context>
    <name>Grants</name>
    <message>
        <source>The file&apos;s regulation profile has no SM section with travel grant tables (S3).</source>
        <translation>Filens regelprofil har inget SM-avsnitt med resebidragstabeller (S3).</translation>
    </message>
</context>
<context>
    <name>GronaHissenView</name>
    <message>
        <source>&amp;Pair next round</source>
        <translation>&amp;Lotta nästa rond</translation>
    </message>
    <message>
        <source>&amp;Remove last round</source>
        <translation>&amp;Ta bort sista ronden</translation>
    </message>
    <message>
        <source>Create the &amp;knockout of 16</source>
        <translation>Skapa &amp;slutspelet med 16 lag</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Starts in round 6</source>
        <translation>Startar i rond 6</translation>
    </message>
    <message>
        <source>Carry-over</source>
        <translation>Carry over</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Frironder</translation>
    </message>
    <message>
        <source>S5: a team with three or fewer players still in the Chairman&apos;s Cup may start in round 6</source>
        <translation>S5: ett lag med tre eller färre spelare kvar i Chairman&apos;s Cup får starta i rond 6</translation>
    </message>
    <message>
        <source>S5: exactly 11.00 VP per missed round</source>
        <translation>S5: exakt 11,00 VP per missad rond</translation>
    </message>
    <message>
        <source>S5: {count} teams — Gröna Hissen, eight {boards}-board Swiss rounds (the first drawn), then a knockout of 16.</source>
        <translation>S5: {count} lag — Gröna Hissen, åtta ronder à {boards} brickor (den första lottad), sedan slutspel med 16 lag.</translation>
    </message>
    <message>
        <source>S5: {count} teams — a round robin of {boards}-board matches (make it under Schedule).</source>
        <translation>S5: {count} lag — en serie alla mot alla à {boards} brickor (gör den under Spelschema).</translation>
    </message>
    <message>
        <source>Gröna Hissen: {rounds} of {total} rounds paired</source>
        <translation>Gröna Hissen: {rounds} av {total} ronder lottade</translation>
    </message>
    <message>
        <source> Bye: {team}.</source>
        <translation> Frirond: {team}.</translation>
    </message>
    <message>
        <source>Round {round}: {pairs}.</source>
        <translation>Rond {round}: {pairs}.</translation>
    </message>
    <message>
        <source>No round is paired yet; round 1 is drawn.</source>
        <translation>Ingen rond är lottad än; rond 1 lottas.</translation>
    </message>
    <message>
        <source>{name} already exists; undo its creation (Ctrl+Z) to make it again.</source>
        <translation>{name} finns redan; ångra att den skapades (Ctrl+Z) för att skapa den igen.</translation>
    </message>
    <message>
        <source>Start in round 6: {team}</source>
        <translation>Start i rond 6: {team}</translation>
    </message>
    <message>
        <source>Start in round 1: {team}</source>
        <translation>Start i rond 1: {team}</translation>
    </message>
    <message>
        <source>Pair next round</source>
        <translation>Lotta nästa rond</translation>
    </message>
    <message>
        <source>Remove last round</source>
        <translation>Ta bort sista ronden</translation>
    </message>
    <message>
        <source>Create the knockout</source>
        <translation>Skapa slutspelet</translation>
    </message>
</context>
<context>
    <name>HalfGrid</name>
    <message>
        <source>assigned</source>
        <translation>tilldelat</translation>
    </message>
</context>
<context>
    <name>HeatSettingsDialog</name>
    <message>
        <source>The file is open read-only; nothing can be changed.</source>
        <translation>Filen är öppnad skrivskyddad; inget kan ändras.</translation>
    </message>
    <message>
        <source>Playing time per half (H4): {time}</source>
        <translation>Speltid per halvlek (H4): {time}</translation>
    </message>
    <message>
        <source>Type the table fee in kronor, e.g. 50.</source>
        <translation>Skriv bordsavgiften i kronor, t.ex. 50.</translation>
    </message>
    <message>
        <source>Type the VP for a bye with two decimals, e.g. 12,00 (H7).</source>
        <translation>Skriv VP för frirond med två decimaler, t.ex. 12,00 (H7).</translation>
    </message>
    <message>
        <source>New heat {name}</source>
        <translation>Nytt kvalheat {name}</translation>
    </message>
    <message>
        <source>Settings of {name}</source>
        <translation>Inställningar för {name}</translation>
    </message>
    <message>
        <source>Playing dates of {name}</source>
        <translation>Speldatum för {name}</translation>
    </message>
    <message>
        <source>Heat settings</source>
        <translation>Inställningar för kvalheat</translation>
    </message>
    <message>
        <source>New heat</source>
        <translation>Nytt kvalheat</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Organiser club:</source>
        <translation>Arrangerande &amp;klubb:</translation>
    </message>
    <message>
        <source>Heat &amp;manager:</source>
        <translation>Heat&amp;ansvarig:</translation>
    </message>
    <message>
        <source>&amp;Phone:</source>
        <translation>&amp;Telefon:</translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation>&amp;E-post:</translation>
    </message>
    <message>
        <source>&amp;Boards per match:</source>
        <translation>&amp;Brickor per match:</translation>
    </message>
    <message>
        <source>Halves (H3):</source>
        <translation>Halvlekar (H3):</translation>
    </message>
    <message>
        <source>Match &amp;format (H2):</source>
        <translation>&amp;Matchform (H2):</translation>
    </message>
    <message>
        <source>&amp;Table fee (kr):</source>
        <translation>B&amp;ordsavgift (kr):</translation>
    </message>
    <message>
        <source>&amp;VP for a bye (H7):</source>
        <translation>&amp;VP för frirond (H7):</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Första ronden:</translation>
    </message>
    <message>
        <source>&amp;Days between rounds:</source>
        <translation>&amp;Dagar mellan ronderna:</translation>
    </message>
    <message>
        <source>One session</source>
        <translation>Ett pass</translation>
    </message>
    <message>
        <source>Two halves</source>
        <translation>Två halvlekar</translation>
    </message>
    <message>
        <source>Boards &amp;dealt at the table (+{minutes} min per half, H4)</source>
        <translation>Brickorna &amp;ges vid bordet (+{minutes} min per halvlek, H4)</translation>
    </message>
</context>
<context>
    <name>ImportDealsDialog</name>
    <message>
        <source>Import deals</source>
        <translation>Importera givar</translation>
    </message>
    <message>
        <source>&amp;Deal file (PBN or DUP):</source>
        <translation>&amp;Givfil (PBN eller DUP):</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bläddra…</translation>
    </message>
    <message>
        <source>&amp;Stages that play these boards:</source>
        <translation>&amp;Etapper som spelar brickorna:</translation>
    </message>
    <message>
        <source>&amp;Replace deals already stored for the same boards</source>
        <translation>&amp;Ersätt givar som redan finns för samma brickor</translation>
    </message>
    <message>
        <source>Choose the deal file</source>
        <translation>Välj givfilen</translation>
    </message>
    <message>
        <source>Deal files (*.pbn *.dup);;All files (*)</source>
        <translation>Givfiler (*.pbn *.dup);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Choose the PBN or DUP file of the boards.</source>
        <translation>Välj brickornas PBN- eller DUP-fil.</translation>
    </message>
    <message>
        <source>Tick at least one stage.</source>
        <translation>Bocka för minst en etapp.</translation>
    </message>
    <message>
        <source>{count} boards ({first}–{last}) from a {source} file into {stages}.</source>
        <translation>{count} brickor ({first}–{last}) från en {source}-fil till {stages}.</translation>
    </message>
    <message>
        <source>Other deals are stored for boards {boards}; they are replaced.</source>
        <translation>Andra givar finns för brickorna {boards}; de ersätts.</translation>
    </message>
    <message>
        <source>Other deals are stored for boards {boards}; tick Replace to import.</source>
        <translation>Andra givar finns för brickorna {boards}; bocka för Ersätt för att importera.</translation>
    </message>
</context>
<context>
    <name>ImportJsonDialog</name>
    <message>
        <source>Choose the JSON document</source>
        <translation>Välj JSON-dokumentet</translation>
    </message>
    <message>
        <source>JSON documents (*.json)</source>
        <translation>JSON-dokument (*.json)</translation>
    </message>
    <message>
        <source>Save the new championship file</source>
        <translation>Spara den nya mästerskapsfilen</translation>
    </message>
    <message>
        <source>Championship files (*{suffix})</source>
        <translation>Mästerskapsfiler (*{suffix})</translation>
    </message>
    <message>
        <source>Importing {name}…</source>
        <translation>Importerar {name}…</translation>
    </message>
    <message>
        <source>The document was refused; nothing was created. Each problem names its place in the document:</source>
        <translation>Dokumentet avvisades; ingen fil skapades. Varje problem anger sin plats i dokumentet:</translation>
    </message>
    <message>
        <source>The import was cancelled; no file was created.</source>
        <translation>Importen avbröts; ingen fil skapades.</translation>
    </message>
    <message>
        <source>Import a championship from JSON</source>
        <translation>Importera ett mästerskap från JSON</translation>
    </message>
    <message>
        <source>&amp;Document:</source>
        <translation>&amp;Dokument:</translation>
    </message>
    <message>
        <source>&amp;New file:</source>
        <translation>&amp;Ny fil:</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bläddra…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importera</translation>
    </message>
</context>
<context>
    <name>ImportPreview</name>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fil:</translation>
    </message>
    <message>
        <source>&amp;Choose file…</source>
        <translation>&amp;Välj fil…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importera</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolumn</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>Imports</name>
    <message>
        <source>row {row}: {message}</source>
        <translation>rad {row}: {message}</translation>
    </message>
    <message>
        <source>row {row}, {column}: {message}</source>
        <translation>rad {row}, {column}: {message}</translation>
    </message>
    <message>
        <source>The header row has no column {columns}. Name the columns as in the template (Swedish or English headers).</source>
        <translation>Rubrikraden saknar kolumnen {columns}. Namnge kolumnerna som i mallen (svenska eller engelska rubriker).</translation>
    </message>
    <message>
        <source>The MID is missing.</source>
        <translation>MID saknas.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a birth year; write it with four digits, e.g. 1994.</source>
        <translation>&apos;{text}&apos; är inget födelseår; skriv det med fyra siffror, t.ex. 1994.</translation>
    </message>
    <message>
        <source>{file} is in the old Excel format (.xls). Save it as .xlsx or CSV and import that.</source>
        <translation>{file} är i det gamla Excel-formatet (.xls). Spara den som .xlsx eller CSV och importera den filen.</translation>
    </message>
    <message>
        <source>Cannot read {file} ({reason}). Check the name, and close it in Excel.</source>
        <translation>Kan inte läsa {file} ({reason}). Kontrollera namnet och stäng filen i Excel.</translation>
    </message>
    <message>
        <source>{file} would unpack to {size} MB in {parts} parts, far more than any member list or team workbook; it is not read. Save the sheet again from Excel, or as CSV.</source>
        <translation>{file} skulle packas upp till {size} MB i {parts} delar, långt mer än någon medlemslista eller lagarbetsbok; den läses inte. Spara bladet på nytt från Excel, eller som CSV.</translation>
    </message>
    <message>
        <source>{file} is not an Excel workbook (.xlsx) or it is damaged. Open it in Excel and save it again as .xlsx.</source>
        <translation>{file} är ingen Excel-arbetsbok (.xlsx) eller så är den skadad. Öppna den i Excel och spara den igen som .xlsx.</translation>
    </message>
    <message>
        <source>{file} mixes two character encodings: line {line} is not written like line {first} (UTF-8 and Windows-1252). Open it in Excel or a text editor, check that line&apos;s letters (å, ä, ö), and save it again as CSV (UTF-8).</source>
        <translation>{file} blandar två teckenkodningar: rad {line} är inte skriven som rad {first} (UTF-8 och Windows-1252). Öppna den i Excel eller en textredigerare, kontrollera bokstäverna (å, ä, ö) på den raden och spara den igen som CSV (UTF-8).</translation>
    </message>
    <message>
        <source>{file}, line {line}, cannot be read as CSV ({reason}). Check the quotation marks on that line.</source>
        <translation>{file}, rad {line}, kan inte läsas som CSV ({reason}). Kontrollera citattecknen på den raden.</translation>
    </message>
    <message>
        <source>{file} is not a text (CSV) file. Save the member list as CSV (UTF-8) or .xlsx.</source>
        <translation>{file} är ingen textfil (CSV). Spara medlemslistan som CSV (UTF-8) eller .xlsx.</translation>
    </message>
    <message>
        <source>{file} is empty.</source>
        <translation>{file} är tom.</translation>
    </message>
    <message>
        <source>The name is missing.</source>
        <translation>Namnet saknas.</translation>
    </message>
    <message>
        <source>{club} is in {district} on row {row}.</source>
        <translation>{club} tillhör {district} på rad {row}.</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Membership paid</source>
        <translation>Medlemsavgift betald</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>MID {mid} is also on row {row}, for {name}.</source>
        <translation>MID {mid} finns även på rad {row}, för {name}.</translation>
    </message>
    <message>
        <source>{name} ({mid}) is also on row {row}, with other details.</source>
        <translation>{name} ({mid}) finns även på rad {row}, med andra uppgifter.</translation>
    </message>
    <message>
        <source>How to fill in the team workbook</source>
        <translation>Så fyller du i arbetsboken för laganmälan</translation>
    </message>
    <message>
        <source>One row per player on the first sheet. Write the team name on the team&apos;s first row; rows below without a team name belong to the same team.</source>
        <translation>En rad per spelare på första bladet. Skriv lagnamnet på lagets första rad; raderna under utan lagnamn hör till samma lag.</translation>
    </message>
    <message>
        <source>A team has 4 to 6 players (T1). A 7th or 8th player needs the committee&apos;s dispensation: register such a team in the program instead.</source>
        <translation>Ett lag har 4 till 6 spelare (T1). En sjunde eller åttonde spelare kräver dispens från TK: anmäl ett sådant lag i programmet i stället.</translation>
    </message>
    <message>
        <source>MID is the member number (digits only). A player may play for one team only in a season (T4).</source>
        <translation>MID är medlemsnumret (bara siffror). En spelare får bara spela för ett lag under en säsong (T4).</translation>
    </message>
    <message>
        <source>Club and district decide where the team may qualify (T2). Birth year decides juniors and veterans (T6).</source>
        <translation>Klubb och distrikt avgör var laget får kvalspela (T2). Födelseåret avgör vem som är junior och veteran (T6).</translation>
    </message>
    <message>
        <source>Membership paid: Yes or No (empty means Yes; T5). Captain: Yes for exactly one player of each team.</source>
        <translation>Medlemsavgift betald: Ja eller Nej (tomt betyder Ja; T5). Kapten: Ja för exakt en spelare i varje lag.</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Exempel:</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Instructions</source>
        <translation>Instruktioner</translation>
    </message>
    <message>
        <source>Yes or No</source>
        <translation>Ja eller Nej</translation>
    </message>
    <message>
        <source>Choose Yes or No from the list.</source>
        <translation>Välj Ja eller Nej i listan.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not Yes or No (Ja/Nej, X, 1/0).</source>
        <translation>&apos;{text}&apos; är varken Ja eller Nej (Ja/Nej, X, 1/0).</translation>
    </message>
    <message>
        <source>Which team? Write the team name on the team&apos;s first row.</source>
        <translation>Vilket lag? Skriv lagnamnet på lagets första rad.</translation>
    </message>
    <message>
        <source>{team} already has a captain on row {row}; mark one captain per team.</source>
        <translation>{team} har redan en kapten på rad {row}; markera en kapten per lag.</translation>
    </message>
    <message>
        <source>The workbook lists no players.</source>
        <translation>Arbetsboken innehåller inga spelare.</translation>
    </message>
    <message>
        <source>The member list has no members; nothing was imported.</source>
        <translation>Medlemslistan innehåller inga medlemmar; inget importerades.</translation>
    </message>
    <message>
        <source>The file has 1 problem; correct it and import again. Nothing was imported.</source>
        <translation>Filen har 1 problem; rätta det och importera igen. Inget importerades.</translation>
    </message>
    <message>
        <source>The file has {count} problems; correct them and import again. Nothing was imported.</source>
        <translation>Filen har {count} problem; rätta dem och importera igen. Inget importerades.</translation>
    </message>
    <message>
        <source>The workbook has no teams; nothing was imported.</source>
        <translation>Arbetsboken innehåller inga lag; inget importerades.</translation>
    </message>
    <message>
        <source>Team {team}: {problem}
Nothing was imported.</source>
        <translation>Lag {team}: {problem}
Inget importerades.</translation>
    </message>
</context>
<context>
    <name>Json</name>
    <message>
        <source>{id} is used twice (first at {first})</source>
        <translation>{id} används två gånger (första gången vid {first})</translation>
    </message>
    <message>
        <source>{value} is not a club of this file</source>
        <translation>{value} är ingen klubb i denna fil</translation>
    </message>
    <message>
        <source>{action} is reserved for the file&apos;s own record of how it was made</source>
        <translation>{action} är reserverad för filens egen logg över hur den skapades</translation>
    </message>
    <message>
        <source>{value} is not a player of this file</source>
        <translation>{value} är ingen spelare i denna fil</translation>
    </message>
    <message>
        <source>{player} ({mid}) is already on team {other} ({other_id}); a player plays for one team only (T4)</source>
        <translation>{player} ({mid}) finns redan i lag {other} ({other_id}); en spelare spelar bara för ett lag (T4)</translation>
    </message>
    <message>
        <source>{value} is not a team of this file</source>
        <translation>{value} är inget lag i denna fil</translation>
    </message>
    <message>
        <source>{value} is not a team of this stage</source>
        <translation>{value} är inget lag i denna etapp</translation>
    </message>
    <message>
        <source>rounds are listed by increasing number; {number} follows {previous}</source>
        <translation>ronderna ska stå i stigande nummerordning; {number} kommer efter {previous}</translation>
    </message>
    <message>
        <source>{team} has another match or the bye in round {number}</source>
        <translation>{team} har en annan match eller frirond i rond {number}</translation>
    </message>
    <message>
        <source>a match of this stage has at most {halves} halves; this one lists {count}</source>
        <translation>en match i denna etapp har högst {halves} halvlekar; denna har {count}</translation>
    </message>
    <message>
        <source>{mid} sits on both sides of this half</source>
        <translation>{mid} sitter på båda sidor i denna halvlek</translation>
    </message>
    <message>
        <source>{value} is not a match of this stage</source>
        <translation>{value} är ingen match i denna etapp</translation>
    </message>
    <message>
        <source>{match} has results; a match given as walkover has none</source>
        <translation>{match} har resultat; en match med W.O. har inga</translation>
    </message>
    <message>
        <source>the drawn order must list exactly the teams of the lot</source>
        <translation>den lottade ordningen ska innehålla exakt de lag som lottningen gäller</translation>
    </message>
    <message>
        <source>{team} does not play match {match}</source>
        <translation>{team} spelar inte match {match}</translation>
    </message>
    <message>
        <source>{value} is not a valid date and time</source>
        <translation>{value} är ingen giltig tidpunkt</translation>
    </message>
    <message>
        <source>the walkover in match {match} has no date of the ruling</source>
        <translation>walkovern i match {match} saknar datum för beslutet</translation>
    </message>
    <message>
        <source>match {match} has results for halves {halves} only</source>
        <translation>match {match} har bara resultat för halvlek {halves}</translation>
    </message>
    <message>
        <source>a line-up lists four players or none; this one lists {count}</source>
        <translation>en laguppställning anger fyra spelare eller ingen; den här anger {count}</translation>
    </message>
    <message>
        <source>The file cannot be written in the open format:</source>
        <translation>Filen kan inte skrivas i det öppna formatet:</translation>
    </message>
    <message>
        <source>(and 1 more problem)</source>
        <translation>(och 1 problem till)</translation>
    </message>
    <message>
        <source>(and {count} more problems)</source>
        <translation>(och {count} problem till)</translation>
    </message>
    <message>
        <source>top level</source>
        <translation>översta nivån</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>ett heltal</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>ett tal</translation>
    </message>
    <message>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true eller false</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>en lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ett objekt</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the number has {digits} digits, more than any count or id in a championship</source>
        <translation>talet har {digits} siffror, fler än något antal eller id i ett mästerskap</translation>
    </message>
    <message>
        <source>the text contains a lone surrogate (\ud800-\udfff), which is no character</source>
        <translation>texten innehåller ett ensamt surrogat (\ud800-\udfff), som inte är något tecken</translation>
    </message>
    <message>
        <source>the text is {length} characters long; at most {limit} are allowed</source>
        <translation>texten är {length} tecken lång; högst {limit} är tillåtna</translation>
    </message>
    <message>
        <source>{name} is the same club as {first}; a club is listed once</source>
        <translation>{name} är samma klubb som {first}; en klubb listas en gång</translation>
    </message>
    <message>
        <source>{value} is not a decimal number written as text, e.g. &quot;12.00&quot;</source>
        <translation>{value} är inget decimaltal skrivet som text, t.ex. &quot;12.00&quot;</translation>
    </message>
    <message>
        <source>on the list of team {team}</source>
        <translation>med i laget {team}s spelarlista</translation>
    </message>
    <message>
        <source>fielded by {team} at {first}</source>
        <translation>uppställd av {team} vid {first}</translation>
    </message>
    <message>
        <source>T4: {mid} plays for team {team} but is already {where}; a player plays for one team only (set_lineup refuses this)</source>
        <translation>T4: {mid} spelar för laget {team} men är redan {where}; en spelare spelar bara för ett lag (uppställningen vägras)</translation>
    </message>
    <message>
        <source>P1: a late arrival of {team} in match {match} is already recorded at {first}</source>
        <translation>P1: en sen ankomst för {team} i matchen {match} är redan registrerad vid {first}</translation>
    </message>
    <message>
        <source>P2: a share of 0 is no penalty; leave the ruling out</source>
        <translation>P2: en andel 0 är inget straff; utelämna domslutet</translation>
    </message>
    <message>
        <source>P3: the line-ups of match {match} do not show {mid} playing for {team}</source>
        <translation>P3: uppställningarna i matchen {match} visar inte att {mid} spelade för {team}</translation>
    </message>
    <message>
        <source>P3: {mid} is already ruled an unauthorised player in match {match} at {first}</source>
        <translation>P3: {mid} är redan dömd som otillåten reserv i matchen {match} vid {first}</translation>
    </message>
    <message>
        <source>{value} is not a share from 0 to 1 written as text, e.g. &quot;0.5&quot;</source>
        <translation>{value} är ingen andel från 0 till 1 skriven som text, t.ex. &quot;0.5&quot;</translation>
    </message>
    <message>
        <source>{value} is not a date written YYYY-MM-DD</source>
        <translation>{value} är inget datum skrivet ÅÅÅÅ-MM-DD</translation>
    </message>
    <message>
        <source>{value} is not a date and time written YYYY-MM-DDTHH:MM:SS</source>
        <translation>{value} är ingen tidpunkt skriven ÅÅÅÅ-MM-DDTHH:MM:SS</translation>
    </message>
    <message>
        <source>{value} is not a time of day written HH:MM</source>
        <translation>{value} är inget klockslag skrivet HH:MM</translation>
    </message>
    <message>
        <source>{value} is not written as expected</source>
        <translation>{value} är inte skrivet som väntat</translation>
    </message>
    <message>
        <source>unknown key {keys}</source>
        <translation>okänd nyckel {keys}</translation>
    </message>
    <message>
        <source>unknown keys {keys}</source>
        <translation>okända nycklar {keys}</translation>
    </message>
    <message>
        <source>missing key {keys}</source>
        <translation>nyckel saknas: {keys}</translation>
    </message>
    <message>
        <source>missing keys {keys}</source>
        <translation>nycklar saknas: {keys}</translation>
    </message>
    <message>
        <source>key {key} does not belong to a penalty of kind {kind}</source>
        <translation>nyckeln {key} hör inte till ett straff av typen {kind}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> eller </translation>
    </message>
    <message>
        <source>{value} is not {expected}</source>
        <translation>{value} är inte {expected}</translation>
    </message>
    <message>
        <source>must be {expected}, not {value}</source>
        <translation>ska vara {expected}, inte {value}</translation>
    </message>
    <message>
        <source>{value} is not one of {choices}</source>
        <translation>{value} är inte något av {choices}</translation>
    </message>
    <message>
        <source>{value} is not a valid date</source>
        <translation>{value} är inget giltigt datum</translation>
    </message>
    <message>
        <source>{value} is less than the smallest allowed value {limit}</source>
        <translation>{value} är mindre än det minsta tillåtna värdet {limit}</translation>
    </message>
    <message>
        <source>{value} is more than the largest allowed value {limit}</source>
        <translation>{value} är större än det största tillåtna värdet {limit}</translation>
    </message>
    <message>
        <source>must not be empty; leave the key out instead</source>
        <translation>får inte vara tom; utelämna nyckeln i stället</translation>
    </message>
    <message>
        <source>lists {count} entries; at least {limit} are needed</source>
        <translation>har {count} poster; minst {limit} behövs</translation>
    </message>
    <message>
        <source>lists {count} entries; at most {limit} are allowed</source>
        <translation>har {count} poster; högst {limit} är tillåtna</translation>
    </message>
    <message>
        <source>lists the same entry twice</source>
        <translation>har samma post två gånger</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>får inte vara tom</translation>
    </message>
    <message>
        <source>The import failed ({detail}); no file was created.</source>
        <translation>Importen misslyckades ({detail}); ingen fil skapades.</translation>
    </message>
    <message>
        <source>{path} is {size} MB; a tournament document is at most {limit} MB.</source>
        <translation>{path} är {size} MB; ett turneringsdokument är högst {limit} MB.</translation>
    </message>
    <message>
        <source>The file {path} does not exist. Check the name and folder.</source>
        <translation>Filen {path} finns inte. Kontrollera namnet och mappen.</translation>
    </message>
    <message>
        <source>{path} is not a JSON text file (it is not UTF-8).</source>
        <translation>{path} är ingen JSON-textfil (den är inte i UTF-8).</translation>
    </message>
    <message>
        <source>Cannot read {path} ({detail}).</source>
        <translation>Kan inte läsa {path} ({detail}).</translation>
    </message>
    <message>
        <source>{path} is not valid JSON: {problem} at line {line}, column {column}.</source>
        <translation>{path} är inte giltig JSON: {problem} på rad {line}, kolumn {column}.</translation>
    </message>
    <message>
        <source>{path} is not valid here: the key {key} appears twice in one object.</source>
        <translation>{path} är inte giltig här: nyckeln {key} förekommer två gånger i samma objekt.</translation>
    </message>
    <message>
        <source>{path} nests lists and objects too deeply to be a tournament document.</source>
        <translation>{path} har listor och objekt i för många nivåer för att vara ett turneringsdokument.</translation>
    </message>
    <message>
        <source>{path} is not a tournament document: {problem}.</source>
        <translation>{path} är inget turneringsdokument: {problem}.</translation>
    </message>
    <message>
        <source>{profile} is not a regulation profile of this program; known: {known}</source>
        <translation>{profile} är ingen reglementsprofil i detta program; kända: {known}</translation>
    </message>
    <message>
        <source>this key belongs to version 2 of the format; write &quot;version&quot;: 2</source>
        <translation>nyckeln hör till version 2 av formatet; skriv &quot;version&quot;: 2</translation>
    </message>
    <message>
        <source>this key belongs to version 4 of the format; write &quot;version&quot;: 4</source>
        <translation>nyckeln hör till version 4 av formatet; skriv &quot;version&quot;: 4</translation>
    </message>
    <message>
        <source>{value} is not a stage of this file</source>
        <translation>{value} är ingen etapp i den här filen</translation>
    </message>
    <message>
        <source>{team} names its jury member once</source>
        <translation>{team} utser sin jurymedlem en gång</translation>
    </message>
    <message>
        <source>round {number} is not a round of this stage</source>
        <translation>rond {number} är ingen rond i den här etappen</translation>
    </message>
    <message>
        <source>the table fee of {team} for round {number} is listed twice</source>
        <translation>bordsavgiften för {team} i rond {number} finns två gånger</translation>
    </message>
    <message>
        <source>a match of this stage has at most {halves} halves</source>
        <translation>en match i den här etappen har högst {halves} halvlekar</translation>
    </message>
    <message>
        <source>half {half} at table {table} is listed twice</source>
        <translation>halvlek {half} vid bord {table} finns två gånger</translation>
    </message>
    <message>
        <source>board {board} is already dealt at {first}; a board has one deal</source>
        <translation>bricka {board} är redan given vid {first}; en bricka har en giv</translation>
    </message>
    <message>
        <source>{deal} is not written as the format writes a deal: North first, each suit from the ace down, {written}</source>
        <translation>{deal} är inte skriven som formatet skriver en giv: Nord först, varje färg från esset och nedåt, {written}</translation>
    </message>
    <message>
        <source>board {board} of half {half} in the {room} room is already given at boards[{first}]</source>
        <translation>bricka {board} i halvlek {half} i rummet {room} finns redan vid boards[{first}]</translation>
    </message>
    <message>
        <source>half {half} is not played; the stage plays {halves}</source>
        <translation>halvlek {half} spelas inte; etappen spelar {halves}</translation>
    </message>
    <message>
        <source>board {board} is not played in half {half} of round {round} (boards {first}-{last})</source>
        <translation>bricka {board} spelas inte i halvlek {half} av rond {round} (brickorna {first}-{last})</translation>
    </message>
    <message>
        <source>a room has a contract, an assigned_ns_score, an artificial ns_percent and ew_percent or a weighted score — exactly one of them</source>
        <translation>ett rum har ett kontrakt, ett assigned_ns_score, ett konstlat ns_percent och ew_percent eller ett viktat resultat (weighted) — precis ett av dem</translation>
    </message>
    <message>
        <source>a passed-out board has no declarer and no tricks</source>
        <translation>en bricka som passats runt har ingen spelförare och inga stick</translation>
    </message>
    <message>
        <source>an assigned score is in tens of points, not {score}</source>
        <translation>ett tilldelat resultat anges i tiotal poäng, inte {score}</translation>
    </message>
    <message>
        <source>this key belongs to version 3 of the format; write &quot;version&quot;: 3</source>
        <translation>nyckeln hör till version 3 av formatet; skriv &quot;version&quot;: 3</translation>
    </message>
    <message>
        <source>the id {id} is used twice</source>
        <translation>id:t {id} används två gånger</translation>
    </message>
    <message>
        <source>{mid} is not a player of the document</source>
        <translation>{mid} är inte en spelare i dokumentet</translation>
    </message>
    <message>
        <source>a pair is two players; {mid} is named twice</source>
        <translation>ett par är två spelare; {mid} anges två gånger</translation>
    </message>
    <message>
        <source>{club} is not a club of the document</source>
        <translation>{club} är inte en klubb i dokumentet</translation>
    </message>
    <message>
        <source>{pair} is not a pair of this championship</source>
        <translation>{pair} är inte ett par i detta mästerskap</translation>
    </message>
    <message>
        <source>a lot orders exactly the pairs it was drawn for</source>
        <translation>en lottning ordnar just de par den drogs för</translation>
    </message>
    <message>
        <source>{pair} is entered twice in the heat</source>
        <translation>{pair} är anmält två gånger i heatet</translation>
    </message>
    <message>
        <source>pair number {number} is given twice in the heat</source>
        <translation>parnummer {number} anges två gånger i heatet</translation>
    </message>
    <message>
        <source>a reserve names both the reserve and the player replaced</source>
        <translation>en reserv anger både reserven och spelaren som ersätts</translation>
    </message>
    <message>
        <source>{mid} is not a player of the pair</source>
        <translation>{mid} är inte en av parets spelare</translation>
    </message>
    <message>
        <source>a session number is given twice</source>
        <translation>ett speltillfälles nummer anges två gånger</translation>
    </message>
    <message>
        <source>the heat has no session {session}</source>
        <translation>heatet har inget speltillfälle {session}</translation>
    </message>
    <message>
        <source>no pair plays under number {number} in the heat</source>
        <translation>inget par spelar under nummer {number} i heatet</translation>
    </message>
    <message>
        <source>a pair cannot play against itself</source>
        <translation>ett par kan inte spela mot sig självt</translation>
    </message>
    <message>
        <source>board {board} of session {session} has two results for NS pair {ns}</source>
        <translation>bricka {board} i speltillfälle {session} har två resultat för NS-par {ns}</translation>
    </message>
    <message>
        <source>a result is played (contract), assigned (assigned_ns_score), artificial (ns_percent and ew_percent) or weighted (weighted): exactly one</source>
        <translation>ett resultat är spelat (contract), tilldelat (assigned_ns_score), konstgjort (ns_percent och ew_percent) eller viktat (weighted): precis ett av dem</translation>
    </message>
    <message>
        <source>the weights of a weighted score add up to 100</source>
        <translation>vikterna i ett viktat resultat ska tillsammans bli 100</translation>
    </message>
    <message>
        <source>{pair} does not play in the heat</source>
        <translation>{pair} spelar inte i heatet</translation>
    </message>
    <message>
        <source>{value} is not a percentage between 0 and 100</source>
        <translation>{value} är ingen procentsats mellan 0 och 100</translation>
    </message>
    <message>
        <source>an artificial score gives both ns_percent and ew_percent</source>
        <translation>ett konstgjort resultat anger både ns_percent och ew_percent</translation>
    </message>
    <message>
        <source>a played contract needs its declarer and tricks</source>
        <translation>ett spelat kontrakt behöver spelförare och stick</translation>
    </message>
</context>
<context>
    <name>JuryPanel</name>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Jury representative</source>
        <translation>Juryrepresentant</translation>
    </message>
    <message>
        <source>Jury representative of {team}: {name}</source>
        <translation>Juryrepresentant för {team}: {name}</translation>
    </message>
</context>
<context>
    <name>Knockout</name>
    <message>
        <source>{name} already exists; undo its creation to make it again.</source>
        <translation>{name} finns redan; ångra att den skapades för att skapa den igen.</translation>
    </message>
    <message>
        <source>The knockout follows a complete Gröna Hissen: every round of {name} needs its results.</source>
        <translation>Slutspelet följer efter en färdigspelad Gröna Hissen: varje rond i {name} behöver sina resultat.</translation>
    </message>
    <message>
        <source>The knockout needs {count} teams; {name} has {found}.</source>
        <translation>Slutspelet behöver {count} lag; {name} har {found}.</translation>
    </message>
    <message>
        <source>{name} – knockout</source>
        <translation>{name} – slutspel</translation>
    </message>
    <message>
        <source>Round {round} is not created yet.</source>
        <translation>Rond {round} är inte skapad än.</translation>
    </message>
    <message>
        <source>Round {round} still has matches without both halves.</source>
        <translation>Rond {round} har fortfarande matcher utan båda halvlekarna.</translation>
    </message>
    <message>
        <source>A match of round {round} is drawn; enter the deciding result.</source>
        <translation>En match i rond {round} slutade lika; skriv in det avgörande resultatet.</translation>
    </message>
    <message>
        <source>{name} is not a knockout stage.</source>
        <translation>{name} är inget slutspel (cup).</translation>
    </message>
    <message>
        <source>No choice of opponents is due in {name}.</source>
        <translation>Inget val av motståndare står på tur i {name}.</translation>
    </message>
    <message>
        <source>It is {team}&apos;s turn to choose, among {candidates}.</source>
        <translation>Det är {team}s tur att välja, bland {candidates}.</translation>
    </message>
    <message>
        <source>The final follows the semifinals (round 3).</source>
        <translation>Finalen följer efter semifinalerna (rond 3).</translation>
    </message>
</context>
<context>
    <name>KnockoutDock</name>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Bronze match</source>
        <translation>Bronsmatch</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Round of 16</source>
        <translation>Åttondelsfinal</translation>
    </message>
    <message>
        <source>Quarterfinal</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <source>Semifinal</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Brons</translation>
    </message>
    <message>
        <source>4th</source>
        <translation>4:a</translation>
    </message>
    <message>
        <source>Through</source>
        <translation>Vidare</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spelar</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Väntar</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ute</translation>
    </message>
    <message>
        <source>{round} against {team}</source>
        <translation>{round} mot {team}</translation>
    </message>
    <message>
        <source>Waiting for the choice of opponents</source>
        <translation>Väntar på val av motståndare</translation>
    </message>
    <message>
        <source>Knockout: no VP; the winner of each match goes through (S5).</source>
        <translation>Utslagsspel: inga VP; vinnaren av varje match går vidare (S5).</translation>
    </message>
</context>
<context>
    <name>KnockoutView</name>
    <message>
        <source>&amp;Record choice</source>
        <translation>&amp;Registrera valet</translation>
    </message>
    <message>
        <source>Create &amp;final and bronze match</source>
        <translation>Skapa &amp;final och match om tredjepris</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Segrare</translation>
    </message>
    <message>
        <source>Round of 16</source>
        <translation>Åttondelsfinal</translation>
    </message>
    <message>
        <source>Quarterfinal</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <source>Semifinal</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>Final / bronze</source>
        <translation>Final / tredjepris</translation>
    </message>
    <message>
        <source>Knockout of 16 (S5): R16, QF and SF 20 boards, final and bronze match 24 boards, two halves each</source>
        <translation>Slutspel med 16 lag (S5): åttondels-, kvarts- och semifinal 20 brickor, final och match om tredjepris 24 brickor, två halvlekar var</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Tredjepris</translation>
    </message>
    <message>
        <source>{round}: {team} chooses its opponent among:</source>
        <translation>{round}: {team} väljer motståndare bland:</translation>
    </message>
    <message>
        <source>The semifinals are decided: create the final and the bronze match.</source>
        <translation>Semifinalerna är avgjorda: skapa finalen och matchen om tredjepris.</translation>
    </message>
    <message>
        <source>The knockout is decided.</source>
        <translation>Slutspelet är avgjort.</translation>
    </message>
    <message>
        <source>{round}: {chooser} chose {chosen} (entered by {by} at {at})</source>
        <translation>{round}: {chooser} valde {chosen} (registrerat av {by} {at})</translation>
    </message>
    <message>
        <source>Gold: {gold} · Silver: {silver} · Bronze: {bronze}</source>
        <translation>Guld: {gold} · Silver: {silver} · Brons: {bronze}</translation>
    </message>
    <message>
        <source>Choice of opponent: {chooser} chose {chosen}</source>
        <translation>Val av motståndare: {chooser} valde {chosen}</translation>
    </message>
    <message>
        <source>Create the final</source>
        <translation>Skapa finalen</translation>
    </message>
</context>
<context>
    <name>LateArrivalDialog</name>
    <message>
        <source>Correct a late arrival</source>
        <translation>Rätta en sen ankomst</translation>
    </message>
    <message>
        <source>Late arrival</source>
        <translation>Sen ankomst</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match:</translation>
    </message>
    <message>
        <source>&amp;Late team:</source>
        <translation>Försenat &amp;lag:</translation>
    </message>
    <message>
        <source>Minutes &amp;late:</source>
        <translation>Minuter &amp;sent:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Started minutes count: 12 min 20 s late is 13. You may type 12:20 (minutes:seconds) or 12,3.</source>
        <translation>Påbörjade minuter räknas: 12 min 20 s för sent är 13. Du kan skriva 12:20 (minuter:sekunder) eller 12,3.</translation>
    </message>
    <message>
        <source>Committee ruling pending: no VP are deducted now. Record the committee&apos;s decision as a committee ruling on this match.</source>
        <translation>TK:s beslut väntar: inga VP dras av nu. Registrera TK:s beslut som ett TK-beslut på denna match.</translation>
    </message>
    <message>
        <source>{team} loses {vp} VP; the opponents keep theirs (P6).</source>
        <translation>{team} förlorar {vp} VP; motståndarna behåller sina (P6).</translation>
    </message>
    <message>
        <source>Late arrival corrected: {team}, {minutes} min</source>
        <translation>Sen ankomst rättad: {team}, {minutes} min</translation>
    </message>
    <message>
        <source>Choose the match and the late team.</source>
        <translation>Välj matchen och det sena laget.</translation>
    </message>
    <message>
        <source>Late arrival: {team}, {minutes} min</source>
        <translation>Sen ankomst: {team}, {minutes} min</translation>
    </message>
</context>
<context>
    <name>LineupPanel</name>
    <message>
        <source>Add to the team?</source>
        <translation>Lägga till i laget?</translation>
    </message>
    <message>
        <source>Choose a match to see its line-ups.</source>
        <translation>Välj en match för att se dess uppställningar.</translation>
    </message>
    <message>
        <source>Ctrl+L in the results: the line-up of that cell&apos;s team; Esc: back</source>
        <translation>Ctrl+L i resultaten: uppställningen för cellens lag; Esc: tillbaka</translation>
    </message>
    <message>
        <source>Line-ups (H5): {home} – {away} (Ctrl+L from the results, Esc back)</source>
        <translation>Uppställningar (H5): {home} – {away} (Ctrl+L från resultaten, Esc tillbaka)</translation>
    </message>
    <message>
        <source>Choose four players (H5).</source>
        <translation>Välj fyra spelare (H5).</translation>
    </message>
    <message>
        <source>Line-up {team}, half {half}: {players}</source>
        <translation>Uppställning {team}, halvlek {half}: {players}</translation>
    </message>
    <message>
        <source>Not saved: the line-up names a player who is not on the team.</source>
        <translation>Ej sparad: uppställningen har en spelare som inte finns i laget.</translation>
    </message>
</context>
<context>
    <name>Lineups</name>
    <message>
        <source>A side is home or away, not {side}.</source>
        <translation>En sida är hemma eller borta, inte {side}.</translation>
    </message>
    <message>
        <source>There is no half {half} in this match.</source>
        <translation>Det finns ingen halvlek {half} i denna match.</translation>
    </message>
    <message>
        <source>MID {mid} is not in the member register; register the player first.</source>
        <translation>MID {mid} finns inte i medlemsregistret; registrera spelaren först.</translation>
    </message>
    <message>
        <source>{players} is not on the list of {team}. Add to the team?</source>
        <translation>{players} finns inte i spelarlistan för {team}. Lägga till i laget?</translation>
    </message>
</context>
<context>
    <name>LongWork</name>
    <message>
        <source>Stopped before the end ({work}): {reason}. Nothing more was done.</source>
        <translation>Avbröts innan det var klart ({work}): {reason}. Inget mer gjordes.</translation>
    </message>
    <message>
        <source>Stopped before the end ({work}): {reason}. Nothing more was done; the details are in the program&apos;s log (Help → About tddesk names its folder).</source>
        <translation>Avbröts innan det var klart ({work}): {reason}. Inget mer gjordes; detaljerna finns i programmets logg (Hjälp → Om tddesk visar mappen).</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
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
        <source>&amp;Manual</source>
        <translation>&amp;Handbok</translation>
    </message>
    <message>
        <source>The manual, at the page of the view in front (F1)</source>
        <translation>Handboken, på sidan om vyn du har framför dig (F1)</translation>
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
        <source>In {service}: use the file on one computer at a time</source>
        <translation>I {service}: använd filen på en dator i taget</translation>
    </message>
    <message>
        <source>{service} synchronises this folder. When the file is changed on two computers before {service} has caught up, it keeps a conflict copy instead of merging the changes.</source>
        <translation>{service} synkroniserar den här mappen. Ändras filen på två datorer innan {service} hunnit ikapp sparas en konfliktkopia i stället för att ändringarna slås ihop.</translation>
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
        <source>Log files (sent with an error report): {folder}</source>
        <translation>Loggfiler (skickas med en felrapport): {folder}</translation>
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
        <translation>Här visas ställningen i den etapp som är öppen.</translation>
    </message>
    <message>
        <source>{file} — tddesk</source>
        <translation>{file} — tddesk</translation>
    </message>
    <message>
        <source>&amp;Undo: {change}</source>
        <translation>&amp;Ångra: {change}</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <source>&amp;Redo: {change}</source>
        <translation>&amp;Gör om: {change}</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
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
    <name>Manual</name>
    <message>
        <source>The manual is not part of this copy of tddesk. In a checkout of the source, build it with “python scripts/build_manual.py”; the installers and the wheel include it.</source>
        <translation>Handboken följer inte med den här kopian av tddesk. I en utcheckning av källkoden byggs den med ”python scripts/build_manual.py”; installationsprogrammen och hjulet har den med.</translation>
    </message>
    <message>
        <source>No web browser could be started to show the manual. It is in {folder}</source>
        <translation>Ingen webbläsare kunde startas för att visa handboken. Den finns i {folder}</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>Handbok</translation>
    </message>
</context>
<context>
    <name>Masterpoints</name>
    <message>
        <source>The bonus, plaques and title (M3) are for the A-final; stage {stage} is not one.</source>
        <translation>Bonus, plaketter och titel (M3) gäller A-finalen; etappen {stage} är ingen A-final.</translation>
    </message>
</context>
<context>
    <name>MatchCombo</name>
    <message>
        <source>Round {round}: {home} – {away}</source>
        <translation>Rond {round}: {home} – {away}</translation>
    </message>
</context>
<context>
    <name>Matches</name>
    <message>
        <source>{home} – {away} (round {round})</source>
        <translation>{home} – {away} (rond {round})</translation>
    </message>
</context>
<context>
    <name>MedalText</name>
    <message>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Brons</translation>
    </message>
    <message>
        <source>(no medal)</source>
        <translation>(ingen medalj)</translation>
    </message>
    <message>
        <source>{medal}, {team}: a medal needs {needed} of the team&apos;s {segments} segments (S p.4). Played: {players}</source>
        <translation>{medal}, {team}: medalj kräver {needed} av lagets {segments} segment (S s. 4). Spelat: {players}</translation>
    </message>
</context>
<context>
    <name>MemberImportDialog</name>
    <message>
        <source>Import member list</source>
        <translation>Importera medlemslista</translation>
    </message>
    <message>
        <source>Problems (correct them in the file and choose it again):</source>
        <translation>Problem (rätta dem i filen och välj den igen):</translation>
    </message>
    <message>
        <source>Choose member list</source>
        <translation>Välj medlemslista</translation>
    </message>
    <message>
        <source>Member lists (*.csv *.xlsx *.xlsm);;All files (*)</source>
        <translation>Medlemslistor (*.csv *.xlsx *.xlsm);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Läser {file}…</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Choose the member list (CSV or XLSX) to see what will be imported.</source>
        <translation>Välj medlemslistan (CSV eller XLSX) för att se vad som kommer att importeras.</translation>
    </message>
    <message>
        <source>1 problem in the file: nothing can be imported until it is corrected.</source>
        <translation>1 problem i filen: inget kan importeras förrän det är rättat.</translation>
    </message>
    <message>
        <source>{count} problems in the file: nothing can be imported until they are corrected.</source>
        <translation>{count} problem i filen: inget kan importeras förrän de är rättade.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inga</translation>
    </message>
    <message>
        <source>{rows} members: {new} new, {known} already in the register (club and birth year brought up to date). New clubs: {clubs}.</source>
        <translation>{rows} medlemmar: {new} nya, {known} redan i registret (klubb och födelseår uppdateras). Nya klubbar: {clubs}.</translation>
    </message>
    <message>
        <source>Importing {count} members…</source>
        <translation>Importerar {count} medlemmar…</translation>
    </message>
    <message>
        <source>Import {count} members</source>
        <translation>Importera {count} medlemmar</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Inget importerades: {reason}</translation>
    </message>
</context>
<context>
    <name>MembersView</name>
    <message>
        <source>&amp;Search (MID or name):</source>
        <translation>&amp;Sök (MID eller namn):</translation>
    </message>
    <message>
        <source>e.g. 100231 or Holm</source>
        <translation>t.ex. 100231 eller Holm</translation>
    </message>
    <message>
        <source>&amp;Import member list…</source>
        <translation>&amp;Importera medlemslista…</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Membership paid</source>
        <translation>Medlemsavgift betald</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>The first {count} members; type more to narrow the search.</source>
        <translation>De första {count} medlemmarna; skriv mer för att begränsa sökningen.</translation>
    </message>
    <message>
        <source>Members found: {count}</source>
        <translation>Hittade medlemmar: {count}</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>T5: an unpaid player is an unauthorised player (P3).</source>
        <translation>T5: en spelare som inte betalt medlemsavgiften är otillåten reserv (P3).</translation>
    </message>
</context>
<context>
    <name>Merge</name>
    <message>
        <source>The heat cannot be merged: {detail} ({count} refused in all)</source>
        <translation>Kvalheatet kan inte slås samman: {detail} ({count} avvisade totalt)</translation>
    </message>
    <message>
        <source>The championship file has changed since the preview; preview the merge again.</source>
        <translation>Mästerskapsfilen har ändrats sedan förhandsgranskningen; förhandsgranska sammanslagningen igen.</translation>
    </message>
    <message>
        <source>The file has no stage {stage}; it has: {stages}.</source>
        <translation>Filen har ingen etapp {stage}; den har: {stages}.</translation>
    </message>
    <message>
        <source>The source is of season {season}, this championship of {ours}; only a heat of the same season can be merged.</source>
        <translation>Källan gäller säsong {season}, detta mästerskap {ours}; bara ett kvalheat från samma säsong kan slås samman.</translation>
    </message>
    <message>
        <source>The source is scored with the regulation profile {profile} (and its settings); after the merge the heat is scored with this championship&apos;s {ours}.</source>
        <translation>Källan räknas med reglementsprofilen {profile} (och dess inställningar); efter sammanslagningen räknas kvalheatet med detta mästerskaps {ours}.</translation>
    </message>
    <message>
        <source>The club {club} is in {district} in this file but in {given} in the source; this file&apos;s district is kept.</source>
        <translation>Klubben {club} tillhör {district} i denna fil men {given} i källan; denna fils distrikt behålls.</translation>
    </message>
    <message>
        <source>MID {mid} is {known} in this file but {given} in the source. Correct the MID or the name in one of the files.</source>
        <translation>MID {mid} är {known} i denna fil men {given} i källan. Rätta MID eller namnet i en av filerna.</translation>
    </message>
    <message>
        <source>MID {mid} is spelled {given} in the source; this file&apos;s spelling {known} is kept.</source>
        <translation>MID {mid} stavas {given} i källan; denna fils stavning {known} behålls.</translation>
    </message>
    <message>
        <source>{known} ({mid}) has another {fields} in the source; this file&apos;s record is kept.</source>
        <translation>{known} ({mid}) har andra uppgifter om {fields} i källan; denna fils uppgifter behålls.</translation>
    </message>
    <message>
        <source>{team} has the same players as {existing} ({id}) in this file; the heat is entered for that team.</source>
        <translation>{team} har samma spelare som {existing} ({id}) i denna fil; kvalheatet förs in för det laget.</translation>
    </message>
    <message>
        <source>{existing} already plays in {stage} in this file and cannot play in a second stage of that kind.</source>
        <translation>{existing} spelar redan i {stage} i denna fil och kan inte spela i en andra etapp av samma slag.</translation>
    </message>
    <message>
        <source>The id {id} is taken in this file; the source&apos;s team {team} gets the id {new}.</source>
        <translation>Id {id} är upptaget i denna fil; källans lag {team} får id {new}.</translation>
    </message>
    <message>
        <source>There is already a team called {team} in this file, with other players; the source&apos;s team is called {new}.</source>
        <translation>Det finns redan ett lag som heter {team} i denna fil, med andra spelare; källans lag får namnet {new}.</translation>
    </message>
    <message>
        <source>{player} ({mid}) plays for {existing} in this file and for {team} in the source; a player plays for one team only (T4).</source>
        <translation>{player} ({mid}) spelar för {existing} i denna fil och för {team} i källan; en spelare spelar bara för ett lag (T4).</translation>
    </message>
    <message>
        <source>{stage} ({id}) is already in this file; was it merged before? Undo that merge first.</source>
        <translation>{stage} ({id}) finns redan i denna fil; är sammanslagningen redan gjord? Ångra den först.</translation>
    </message>
    <message>
        <source>The id {id} is the stage {existing} in this file; {stage} gets the id {new}.</source>
        <translation>Id {id} är etappen {existing} i denna fil; {stage} får id {new}.</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klubb</translation>
    </message>
    <message>
        <source>birth year</source>
        <translation>födelseår</translation>
    </message>
    <message>
        <source>membership fee paid</source>
        <translation>betald medlemsavgift</translation>
    </message>
    <message>
        <source>The source&apos;s pairs championships do not fit the format: {problem}</source>
        <translation>Källans parmästerskap passar inte formatet: {problem}</translation>
    </message>
    <message>
        <source>The file has no qualifying pairs heat {heat}; it has: {heats}.</source>
        <translation>Filen har inget kvalheat för par {heat}; den har: {heats}.</translation>
    </message>
    <message>
        <source>The file has no pairs championship {name}; create it first (Tools → New pairs championship…).</source>
        <translation>Filen har inget parmästerskap {name}; skapa det först (Verktyg → Nytt parmästerskap…).</translation>
    </message>
    <message>
        <source>{name} is a championship of another discipline here ({here}) than in the heat&apos;s file ({there}).</source>
        <translation>{name} är här ett mästerskap i en annan disciplin ({here}) än i heatets fil ({there}).</translation>
    </message>
    <message>
        <source>{heat} is already in the file (merged before); undo that merge to merge it again.</source>
        <translation>{heat} finns redan i filen (sammanslagen tidigare); ångra den sammanslagningen för att slå samman den igen.</translation>
    </message>
    <message>
        <source>The heat&apos;s id {id} is taken here; it is merged as {new}.</source>
        <translation>Heatets id {id} är upptaget här; det slås samman som {new}.</translation>
    </message>
    <message>
        <source>MID {mid} is {known} here and {theirs} in the heat; the file&apos;s spelling is kept.</source>
        <translation>MID {mid} är {known} här och {theirs} i heatet; filens stavning behålls.</translation>
    </message>
    <message>
        <source>MID {mid} is {known} here but {theirs} in the heat; correct the MID in one of the files (master points follow the MID).</source>
        <translation>MID {mid} är {known} här men {theirs} i heatet; rätta MID i en av filerna (mästarpoäng följer MID).</translation>
    </message>
    <message>
        <source>Pair {number}, {names}: {player} already played the qualifying heat {heat} this season; the pair is entered struck and plays out of competition (D p.6).</source>
        <translation>Par {number}, {names}: {player} har redan spelat kvalet {heat} den här säsongen; paret förs in struket och spelar utom tävlan (D s. 6).</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <source>Choose the heat&apos;s file</source>
        <translation>Välj kvalheatets fil</translation>
    </message>
    <message>
        <source>The file holds no heat.</source>
        <translation>Filen innehåller inget kvalheat.</translation>
    </message>
    <message>
        <source>Choose the heat&apos;s file: a championship file or its JSON export.</source>
        <translation>Välj kvalheatets fil: en mästerskapsfil eller dess JSON-export.</translation>
    </message>
    <message>
        <source>{stage} adds {teams} ({reused} already in this file), {players} ({known} already known), {clubs}, {rounds}, {matches} of which {results} with results, {lineups}, {penalties}, {walkovers}, {exclusions}, {lots} and {audit} audit entries.</source>
        <translation>{stage} lägger till {teams} ({reused} finns redan i denna fil), {players} ({known} redan kända), {clubs}, {rounds}, {matches} varav {results} med resultat, {lineups}, {penalties}, {walkovers}, {exclusions}, {lots} och {audit} loggposter.</translation>
    </message>
    <message>
        <source>1 team</source>
        <translation>1 lag</translation>
    </message>
    <message>
        <source>{count} teams</source>
        <translation>{count} lag</translation>
    </message>
    <message>
        <source>1 player</source>
        <translation>1 spelare</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} spelare</translation>
    </message>
    <message>
        <source>1 club</source>
        <translation>1 klubb</translation>
    </message>
    <message>
        <source>{count} clubs</source>
        <translation>{count} klubbar</translation>
    </message>
    <message>
        <source>1 round</source>
        <translation>1 rond</translation>
    </message>
    <message>
        <source>{count} rounds</source>
        <translation>{count} ronder</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 match</translation>
    </message>
    <message>
        <source>{count} matches</source>
        <translation>{count} matcher</translation>
    </message>
    <message>
        <source>1 line-up</source>
        <translation>1 uppställning</translation>
    </message>
    <message>
        <source>{count} line-ups</source>
        <translation>{count} uppställningar</translation>
    </message>
    <message>
        <source>1 penalty</source>
        <translation>1 straff</translation>
    </message>
    <message>
        <source>{count} penalties</source>
        <translation>{count} straff</translation>
    </message>
    <message>
        <source>1 walkover</source>
        <translation>1 W.O.</translation>
    </message>
    <message>
        <source>{count} walkovers</source>
        <translation>{count} W.O.</translation>
    </message>
    <message>
        <source>1 exclusion</source>
        <translation>1 uteslutning</translation>
    </message>
    <message>
        <source>{count} exclusions</source>
        <translation>{count} uteslutningar</translation>
    </message>
    <message>
        <source>1 lot</source>
        <translation>1 lottning</translation>
    </message>
    <message>
        <source>{count} lots</source>
        <translation>{count} lottningar</translation>
    </message>
    <message>
        <source>This file&apos;s record is kept</source>
        <translation>Denna fils uppgifter behålls</translation>
    </message>
    <message>
        <source>The team of this file is used</source>
        <translation>Denna fils lag används</translation>
    </message>
    <message>
        <source>Gets a free id</source>
        <translation>Får ett ledigt id</translation>
    </message>
    <message>
        <source>Renamed</source>
        <translation>Byter namn</translation>
    </message>
    <message>
        <source>Merge {stage}</source>
        <translation>Slå samman {stage}</translation>
    </message>
    <message>
        <source>Merge a heat</source>
        <translation>Slå samman kvalheat</translation>
    </message>
    <message>
        <source>&amp;Heat&apos;s file:</source>
        <translation>&amp;Kvalheatets fil:</translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation>&amp;Etapp:</translation>
    </message>
    <message>
        <source>Concerns</source>
        <translation>Gäller</translation>
    </message>
</context>
<context>
    <name>MergePreview</name>
    <message>
        <source>Nothing has changed yet: Merge adds the heat as one step that can be undone.</source>
        <translation>Inget har ändrats ännu: Slå samman lägger till kvalheatet som ett steg som kan ångras.</translation>
    </message>
    <message>
        <source>Championship files or JSON documents (*.tddesk *.json)</source>
        <translation>Mästerskapsfiler eller JSON-dokument (*.tddesk *.json)</translation>
    </message>
    <message>
        <source>The heat cannot be merged: 1 conflict is refused. Correct it in one of the files and choose the file again.</source>
        <translation>Kvalheatet kan inte slås samman: 1 konflikt avvisas. Rätta den i någon av filerna och välj filen igen.</translation>
    </message>
    <message>
        <source>The heat cannot be merged: {count} conflicts are refused. Correct them in one of the files and choose the file again.</source>
        <translation>Kvalheatet kan inte slås samman: {count} konflikter avvisas. Rätta dem i någon av filerna och välj filen igen.</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bläddra…</translation>
    </message>
    <message>
        <source>&amp;Merge</source>
        <translation>&amp;Slå samman</translation>
    </message>
    <message>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Avvisas</translation>
    </message>
    <message>
        <source>Resolution</source>
        <translation>Lösning</translation>
    </message>
</context>
<context>
    <name>NewChampionshipDialog</name>
    <message>
        <source>Save the championship as</source>
        <translation>Spara mästerskapet som</translation>
    </message>
    <message>
        <source>Championship files (*{suffix})</source>
        <translation>Mästerskapsfiler (*{suffix})</translation>
    </message>
    <message>
        <source>Choose where to save the championship file.</source>
        <translation>Välj var mästerskapsfilen ska sparas.</translation>
    </message>
    <message>
        <source>New championship</source>
        <translation>Nytt mästerskap</translation>
    </message>
    <message>
        <source>Regulation &amp;profile:</source>
        <translation>Reglements&amp;profil:</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Season:</source>
        <translation>&amp;Säsong:</translation>
    </message>
    <message>
        <source>&amp;District:</source>
        <translation>&amp;Distrikt:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fil:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bläddra…</translation>
    </message>
</context>
<context>
    <name>OpenReadOnlyQuestion</name>
    <message>
        <source>The file is in use</source>
        <translation>Filen används redan</translation>
    </message>
    <message>
        <source>Open it read-only?</source>
        <translation>Öppna den skrivskyddad?</translation>
    </message>
</context>
<context>
    <name>Pairs</name>
    <message>
        <source>The regulation profile&apos;s pairs settings are wrong: {error}</source>
        <translation>Regelprofilens inställningar för par är felaktiga: {error}</translation>
    </message>
    <message>
        <source>The pairs championship needs a name.</source>
        <translation>Parmästerskapet behöver ett namn.</translation>
    </message>
    <message>
        <source>The discipline is mixed, open, veteran or women, not {discipline}.</source>
        <translation>Disciplinen är mixed, open, veteran eller women (dam), inte {discipline}.</translation>
    </message>
    <message>
        <source>The file has no pairs championship {event}.</source>
        <translation>Filen har inget parmästerskap {event}.</translation>
    </message>
    <message>
        <source>The file has no pairs heat {heat}.</source>
        <translation>Filen har inget parkvalheat {heat}.</translation>
    </message>
    <message>
        <source>A pairs heat is silver, bronze or final, not {kind}.</source>
        <translation>Ett parheat är silver, brons eller final, inte {kind}.</translation>
    </message>
    <message>
        <source>The heat needs a name.</source>
        <translation>Heatet behöver ett namn.</translation>
    </message>
    <message>
        <source>{event} already has a final.</source>
        <translation>{event} har redan en final.</translation>
    </message>
    <message>
        <source>{event} already has a heat called {heat}; give each heat its own name.</source>
        <translation>{event} har redan ett heat som heter {heat}; ge varje heat ett eget namn.</translation>
    </message>
    <message>
        <source>The movement is barometer, mitchell or howell, not {movement}.</source>
        <translation>Spelformen är barometer, mitchell eller howell, inte {movement}.</translation>
    </message>
    <message>
        <source>PP4: a qualifying heat has at most {most} sessions; {heat} has them already.</source>
        <translation>PP4: ett kvalheat har högst {most} speltillfällen; {heat} har redan så många.</translation>
    </message>
    <message>
        <source>A pair is two players: {name} (MID {mid}) is given twice.</source>
        <translation>Ett par är två spelare: {name} (MID {mid}) är angiven två gånger.</translation>
    </message>
    <message>
        <source>{first} and {second} are already registered as a pair.</source>
        <translation>{first} och {second} är redan anmälda som par.</translation>
    </message>
    <message>
        <source>Only last year&apos;s champions, as the same pair, have a direct place.</source>
        <translation>Endast fjolårets mästare, som samma par, har direktplats.</translation>
    </message>
    <message>
        <source>The pair already plays in {heat}.</source>
        <translation>Paret spelar redan i {heat}.</translation>
    </message>
    <message>
        <source>Pair number {number} is already taken in {heat}; choose another.</source>
        <translation>Parnummer {number} är redan upptaget i {heat}; välj ett annat.</translation>
    </message>
    <message>
        <source>{player} already played the qualifying heat {heat} this season</source>
        <translation>{player} har redan kvalspelat i {heat} denna säsong</translation>
    </message>
    <message>
        <source>{problem}; nothing was saved.</source>
        <translation>{problem}; inget sparades.</translation>
    </message>
    <message>
        <source>The reserve plays for one of the pair&apos;s two players; give that player&apos;s MID.</source>
        <translation>Reserven spelar i stället för en av parets två spelare; ange den spelarens MID.</translation>
    </message>
    <message>
        <source>{name} is already one of the pair&apos;s players.</source>
        <translation>{name} är redan en av parets spelare.</translation>
    </message>
    <message>
        <source>{name} played for qualification this season and cannot be a reserve in the final.</source>
        <translation>{name} har kvalspelat denna säsong och får inte vara reserv i finalen.</translation>
    </message>
    <message>
        <source>{heat} has no session {session}; add the session first.</source>
        <translation>{heat} har inget speltillfälle {session}; lägg till speltillfället först.</translation>
    </message>
    <message>
        <source>The pair {pair} is not registered for this championship.</source>
        <translation>Paret {pair} är inte anmält till detta mästerskap.</translation>
    </message>
    <message>
        <source>The pair {pair} does not play in this heat.</source>
        <translation>Paret {pair} spelar inte i detta heat.</translation>
    </message>
    <message>
        <source>offered, waiting for an answer</source>
        <translation>erbjuden, väntar på svar</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>tackat ja</translation>
    </message>
    <message>
        <source>direct place</source>
        <translation>direktplats</translation>
    </message>
    <message>
        <source>{heat} has no results yet.</source>
        <translation>{heat} har inga resultat än.</translation>
    </message>
    <message>
        <source>{heat} does not count as a qualifying heat.</source>
        <translation>{heat} räknas inte som kvalheat.</translation>
    </message>
    <message>
        <source>last year&apos;s champions: direct place</source>
        <translation>fjolårets mästare: direktplats</translation>
    </message>
    <message>
        <source>PP3: {pair} gave up its place; a place given up is not given back.</source>
        <translation>PP3: {pair} har avstått sin plats; en avstådd plats ges inte tillbaka.</translation>
    </message>
    <message>
        <source>{pair} holds no final place to answer for.</source>
        <translation>{pair} har ingen finalplats att svara för.</translation>
    </message>
    <message>
        <source>{pair} has already accepted its place (or holds a direct place); nothing to record.</source>
        <translation>{pair} har redan tackat ja till sin plats (eller har direktplats); inget att registrera.</translation>
    </message>
    <message>
        <source>The heat has no session {session}; add it first.</source>
        <translation>Heatet har inget speltillfälle {session}; lägg till det först.</translation>
    </message>
    <message>
        <source>Board {board}: pair {number} does not play in this heat; check the pair numbers.</source>
        <translation>Bricka {board}: par {number} spelar inte i detta heat; kontrollera parnumren.</translation>
    </message>
    <message>
        <source>Board {board}, NS pair {ns}: {problem}</source>
        <translation>Bricka {board}, NS-par {ns}: {problem}</translation>
    </message>
    <message>
        <source>Board {board}, NS pair {ns}</source>
        <translation>Bricka {board}, NS-par {ns}</translation>
    </message>
    <message>
        <source>Board {board} has no result for NS pair {ns} to remove.</source>
        <translation>Bricka {board} har inget resultat för NS-par {ns} att ta bort.</translation>
    </message>
    <message>
        <source>Table {table}, board {board}</source>
        <translation>Bord {table}, bricka {board}</translation>
    </message>
    <message>
        <source>Row {row} (table {table}, round {round}, board {board}): {problem}</source>
        <translation>Rad {row} (bord {table}, rond {round}, bricka {board}): {problem}</translation>
    </message>
    <message>
        <source>Table {table}, round {round}: pair {number} does not play in this heat</source>
        <translation>Bord {table}, rond {round}: par {number} spelar inte i detta heat</translation>
    </message>
    <message>
        <source>{where}: the result entered in tddesk is kept, not the file&apos;s {contract} {result}; remove it first to take the file&apos;s.</source>
        <translation>{where}: resultatet som skrivits in i tddesk behålls, inte filens {contract} {result}; ta bort det först för att ta filens.</translation>
    </message>
    <message>
        <source>The Bridgemate file does not fit the heat; nothing was imported:
{problems}</source>
        <translation>Bridgemate-filen passar inte heatet; inget importerades:
{problems}</translation>
    </message>
    <message>
        <source>Pair {number} of the list does not play in {heat}.</source>
        <translation>Par {number} i listan spelar inte i {heat}.</translation>
    </message>
    <message>
        <source>Pair {number}: {percent} is not a percentage.</source>
        <translation>Par {number}: {percent} är ingen procentsats.</translation>
    </message>
    <message>
        <source>Pair {number}: a percentage lies between 0 and 100, not {percent}.</source>
        <translation>Par {number}: en procentsats ligger mellan 0 och 100, inte {percent}.</translation>
    </message>
    <message>
        <source>Pair {number} is twice on the list; give each pair once.</source>
        <translation>Par {number} står två gånger i listan; ange varje par en gång.</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Percentage</source>
        <translation>Procent</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>{heat} is the final: its result comes from its boards, not from a club&apos;s list.</source>
        <translation>{heat} är finalen: dess resultat kommer från brickorna, inte från en klubbs lista.</translation>
    </message>
    <message>
        <source>{heat} already has board results, and they decide its standing; a club&apos;s list is for a heat scored elsewhere.</source>
        <translation>{heat} har redan brickresultat, och de avgör ställningen; en klubbs lista är för ett heat som räknats på annat håll.</translation>
    </message>
    <message>
        <source>The list has no rows under its heading: write one pair a row, pair number and percentage (and boards played, if you like).</source>
        <translation>Listan har inga rader under rubriken: skriv ett par per rad, parnummer och procent (och gärna antal spelade brickor).</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a pair number; write the number the pair played under, e.g. 7.</source>
        <translation>&apos;{value}&apos; är inget parnummer; skriv numret paret spelade under, t.ex. 7.</translation>
    </message>
    <message>
        <source>pair {number} does not play in {heat}; correct the number or add the pair to the heat first.</source>
        <translation>par {number} spelar inte i {heat}; rätta numret eller lägg först till paret i heatet.</translation>
    </message>
    <message>
        <source>pair {number} is already on row {first}; give each pair once.</source>
        <translation>par {number} finns redan på rad {first}; ange varje par en gång.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a number of boards; leave it empty or write e.g. 27.</source>
        <translation>&apos;{value}&apos; är inget antal brickor; lämna tomt eller skriv t.ex. 27.</translation>
    </message>
    <message>
        <source>the percentage is missing; write it like 54.2 or 54,2.</source>
        <translation>procentsatsen saknas; skriv den som 54,2 eller 54.2.</translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a percentage; write it like 54.2 or 54,2.</source>
        <translation>&apos;{value}&apos; är ingen procentsats; skriv den som 54,2 eller 54.2.</translation>
    </message>
    <message>
        <source>{value} is not a percentage between 0 and 100.</source>
        <translation>{value} är ingen procentsats mellan 0 och 100.</translation>
    </message>
    <message>
        <source>The Bridgemate file is not {heat}&apos;s: none of its pairs is the heat&apos;s pair of that number (pair {number} there is {file_pair}, here {heat_pair}){other}. Choose the file of this heat&apos;s session; nothing was imported.</source>
        <translation>Bridgemate-filen hör inte till {heat}: inget av dess par är tävlingens par med det numret (par {number} är där {file_pair}, här {heat_pair}){other}. Välj filen från den här tävlingens spelomgång; ingenting importerades.</translation>
    </message>
    <message>
        <source>Pair {number}: Bridgemate seats {file_pair}, but pair {number} of the heat is {heat_pair}</source>
        <translation>Par {number}: Bridgemate har {file_pair}, men par {number} i tävlingen är {heat_pair}</translation>
    </message>
    <message>
        <source>The Bridgemate file does not fit the heat; nothing was imported:
{problems}
Correct the pair numbers in Bridgemate Control Software (or choose the right file) and read it again.</source>
        <translation>Bridgemate-filen passar inte tävlingen; ingenting importerades:
{problems}
Rätta parnumren i Bridgemate Control Software (eller välj rätt fil) och läs in den igen.</translation>
    </message>
    <message>
        <source>Pair {number} played with {reserve} (MID {mid}) for {player}</source>
        <translation>Par {number} spelade med {reserve} (MID {mid}) i stället för {player}</translation>
    </message>
    <message>
        <source>Pair {number}: the file seats {file_pair}, but tddesk records {reserve} as reserve for {player} in this session; tddesk&apos;s record is kept. Change it with Reserve… if the file is right.</source>
        <translation>Par {number}: filen har {file_pair}, men tddesk har {reserve} som reserv för {player} i den här spelomgången; det som står i tddesk behålls. Ändra det med Reserv… om filen har rätt.</translation>
    </message>
    <message>
        <source>{where}, but MID {mid} is not in the member register. Register the reserve with Reserve… in the heat, or correct the MID in Bridgemate Control Software, and read the file again; nothing was imported.</source>
        <translation>{where}, men MID {mid} finns inte i medlemsregistret. Registrera reserven med Reserv… i tävlingen, eller rätta MID i Bridgemate Control Software, och läs in filen igen; ingenting importerades.</translation>
    </message>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>{where}: recorded as the reserve of session {session}.</source>
        <translation>{where}: registrerad som reserv i spelomgång {session}.</translation>
    </message>
    <message>
        <source>; its players are the pairs of {heat}</source>
        <translation>; dess spelare är paren i {heat}</translation>
    </message>
    <message>
        <source>The file was played on {played}, but session {session} is dated {day}; check that it is this session&apos;s file.</source>
        <translation>Filen spelades {played}, men spelomgång {session} har datum {day}; kontrollera att det är den här spelomgångens fil.</translation>
    </message>
    <message>
        <source>{where}: {what} &apos;{value}&apos; is not a whole number.</source>
        <translation>{where}: {what} &apos;{value}&apos; är inte ett heltal.</translation>
    </message>
    <message>
        <source>{where}: {what} &apos;{value}&apos; is not a number.</source>
        <translation>{where}: {what} &apos;{value}&apos; är inte ett tal.</translation>
    </message>
    <message>
        <source>TotalScoreTable, pair {pair}</source>
        <translation>TotalScoreTable, par {pair}</translation>
    </message>
    <message>
        <source>{where}: the percentage (TotalPercentage) is missing.</source>
        <translation>{where}: procenten (TotalPercentage) saknas.</translation>
    </message>
    <message>
        <source>Board {board}, ScoreTable</source>
        <translation>Bricka {board}, ScoreTable</translation>
    </message>
    <message>
        <source>{where}: pair {ns} against {ew} has no score.</source>
        <translation>{where}: par {ns} mot {ew} har ingen poäng.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {error}</source>
        <translation>{path} kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>{path} is not a PBN file (it is not text); export the session&apos;s results from the scoring program as PBN.</source>
        <translation>{path} är ingen PBN-fil (den är inte text); exportera speltillfällets resultat från resultatprogrammet som PBN.</translation>
    </message>
    <message>
        <source>{path} is not a PBN file: line {line}</source>
        <translation>{path} är ingen PBN-fil: rad {line}</translation>
    </message>
    <message>
        <source>{path} has no TotalScoreTable: export the session&apos;s results from the scoring program as PBN with results.</source>
        <translation>{path} har ingen TotalScoreTable: exportera spelomgångens resultat från räkneprogrammet som PBN med resultat.</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Medlemmar</translation>
    </message>
    <message>
        <source>pair {number}: MemberID{index} ({name}) is missing; give the member&apos;s MID in Ruter.</source>
        <translation>par {number}: MemberID{index} ({name}) saknas; ange medlemmens MID i Ruter.</translation>
    </message>
    <message>
        <source>pair {number}: MID {mid} is {known} in the member register, not {name}; correct the MemberID in Ruter or the register.</source>
        <translation>par {number}: MID {mid} är {known} i medlemsregistret, inte {name}; rätta MemberID i Ruter eller i registret.</translation>
    </message>
    <message>
        <source>pair {number}: MID {mid} is not in the member register and the file gives no {what}.</source>
        <translation>par {number}: MID {mid} finns inte i medlemsregistret och filen anger inget {what}.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>namn</translation>
    </message>
    <message>
        <source>club</source>
        <translation>klubb</translation>
    </message>
    <message>
        <source>pair {number} plays in the heat as MIDs {heat}, but the file has {file}; correct the pair numbers in Ruter or in the heat.</source>
        <translation>par {number} spelar i heatet som MID {heat}, men filen har {file}; rätta parnumren i Ruter eller i heatet.</translation>
    </message>
    <message>
        <source>{names} play in the heat as pair {other}, in the file as pair {number}.</source>
        <translation>{names} spelar i heatet som par {other}, i filen som par {number}.</translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Bricka {board}</translation>
    </message>
    <message>
        <source>{where}: pair {number} is not in the TotalScoreTable.</source>
        <translation>{where}: par {number} finns inte i TotalScoreTable.</translation>
    </message>
    <message>
        <source>Nothing was imported: the file has {count} problem(s); the first: {first}</source>
        <translation>Inget importerades: filen har {count} problem; det första: {first}</translation>
    </message>
    <message>
        <source>Neuberg&apos;s matchpoints rounded to two decimals on each board</source>
        <translation>Neubergs matchpoäng avrundade till två decimaler på varje bricka</translation>
    </message>
    <message>
        <source>the sit-out boards scored at 60 %</source>
        <translation>brickorna i vilorunden räknade som 60 %</translation>
    </message>
    <message>
        <source>the sit-out boards scored at the pair&apos;s session percentage</source>
        <translation>brickorna i vilorunden räknade med parets procent för spelomgången</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultat</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>NS poäng</translation>
    </message>
    <message>
        <source>NS matchpoints</source>
        <translation>NS matchpoäng</translation>
    </message>
    <message>
        <source>EW matchpoints</source>
        <translation>ÖV matchpoäng</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>percentage</source>
        <translation>procent</translation>
    </message>
    <message>
        <source>matchpoints</source>
        <translation>matchpoäng</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>brickor</translation>
    </message>
    <message>
        <source>The silver table is not valid: {error}</source>
        <translation>Silvertabellen är inte giltig: {error}</translation>
    </message>
    <message>
        <source>TotalScoreTable: pair {number} is listed {count} times without a direction (NS or EW) that tells the pairs apart; export the session from Ruter again with the Direction column, or give each pair a number of its own.</source>
        <translation>TotalScoreTable: par {number} står {count} gånger utan en riktning (NS eller ÖV) som skiljer paren åt; exportera speltillfället från Ruter igen med kolumnen Direction, eller ge varje par ett eget nummer.</translation>
    </message>
    <message>
        <source>TotalScoreTable: pair {number} is listed twice as {direction}; each field numbers its pairs once. Correct the pair numbers in Ruter and export again.</source>
        <translation>TotalScoreTable: par {number} står två gånger som {direction}; varje linje numrerar sina par en gång. Rätta parnumren i Ruter och exportera igen.</translation>
    </message>
    <message>
        <source>Board {board}: EW pair {number} is not in the TotalScoreTable.</source>
        <translation>Bricka {board}: ÖV-par {number} finns inte i TotalScoreTable.</translation>
    </message>
    <message>
        <source>The file numbers both fields of its Mitchell from 1: the NS pairs keep their numbers and each EW pair is numbered {offset} higher in the heat (EW {first} is pair {heat_first}, EW {last} pair {heat_last}).</source>
        <translation>Filen numrerar båda linjerna i sin Mitchell från 1: NS-paren behåller sina nummer och varje ÖV-par får ett nummer {offset} högre i heatet (ÖV {first} är par {heat_first}, ÖV {last} par {heat_last}).</translation>
    </message>
    <message>
        <source>The document</source>
        <translation>Dokumentet</translation>
    </message>
    <message>
        <source>{document} has no pairs heat {heat} (by its id {id} or its name); export that heat&apos;s session from the other program, or choose the heat it scored.</source>
        <translation>{document} har inget parheat {heat} (varken med id {id} eller med namnet); exportera heatets speltillfälle från det andra programmet, eller välj det heat som det räknade.</translation>
    </message>
    <message>
        <source>{document} has no session {session} of {heat}: it has no board results and no result list for it. Choose the session the document holds.</source>
        <translation>{document} har inget speltillfälle {session} i {heat}: det har varken brickresultat eller resultatlista för det. Välj det speltillfälle som dokumentet innehåller.</translation>
    </message>
    <message>
        <source>the open format ({name})</source>
        <translation>det öppna formatet ({name})</translation>
    </message>
</context>
<context>
    <name>PairsCorrectionBox</name>
    <message>
        <source>Send a corrected pairs result back to the table</source>
        <translation>Skicka ett rättat parresultat tillbaka till bordet</translation>
    </message>
    <message>
        <source>Session:</source>
        <translation>Speltillfälle:</translation>
    </message>
    <message>
        <source>Board:</source>
        <translation>Bricka:</translation>
    </message>
    <message>
        <source>North-South pair:</source>
        <translation>Nord-Syd-par:</translation>
    </message>
    <message>
        <source>Send to the table</source>
        <translation>Skicka till bordet</translation>
    </message>
    <message>
        <source>The heat has no session or no pairs to correct a result of.</source>
        <translation>Omgången har inget speltillfälle eller inga par att rätta ett resultat för.</translation>
    </message>
    <message>
        <source>{file}: board {board} of pair {ns} sent back to the table (result row {row}).</source>
        <translation>{file}: bricka {board} för par {ns} skickad tillbaka till bordet (resultatrad {row}).</translation>
    </message>
</context>
<context>
    <name>PairsEntryDialog</name>
    <message>
        <source>Enter a pair</source>
        <translation>Lägg till par</translation>
    </message>
    <message>
        <source>Registered pair</source>
        <translation>Anmält par</translation>
    </message>
    <message>
        <source>First player&apos;s MID</source>
        <translation>Första spelarens MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Second player&apos;s MID</source>
        <translation>Andra spelarens MID</translation>
    </message>
    <message>
        <source>Pair number</source>
        <translation>Parnummer</translation>
    </message>
    <message>
        <source>(a new pair)</source>
        <translation>(ett nytt par)</translation>
    </message>
    <message>
        <source>Plays for DM (bronze heat: asked before the start)</source>
        <translation>Kvalspelar till DM (bronskval: anmäls före start)</translation>
    </message>
    <message>
        <source>Register pair</source>
        <translation>Anmäl par</translation>
    </message>
    <message>
        <source>Enter pair</source>
        <translation>Lägg till par i heat</translation>
    </message>
</context>
<context>
    <name>PairsEventDialog</name>
    <message>
        <source>New pairs championship</source>
        <translation>Nytt parmästerskap</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Discipline</source>
        <translation>Disciplin</translation>
    </message>
    <message>
        <source>Pairs in the final</source>
        <translation>Par i finalen</translation>
    </message>
    <message>
        <source>Boards in the final</source>
        <translation>Brickor i finalen</translation>
    </message>
    <message>
        <source>Qualifying heats and the final</source>
        <translation>Kvalheat och final</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Heat</translation>
    </message>
    <message>
        <source>Kind (PP4)</source>
        <translation>Typ (PP4)</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Add heat</source>
        <translation>Lägg till heat</translation>
    </message>
    <message>
        <source>Remove heat</source>
        <translation>Ta bort heat</translation>
    </message>
    <message>
        <source>Silver heat</source>
        <translation>Silverkval</translation>
    </message>
    <message>
        <source>Bronze heat</source>
        <translation>Bronskval</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Row {row}: the heat needs a name.</source>
        <translation>Rad {row}: heatet behöver ett namn.</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Mixed</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>Women</source>
        <translation>Dam</translation>
    </message>
</context>
<context>
    <name>PairsEventView</name>
    <message>
        <source>silver heat</source>
        <translation>silverkval</translation>
    </message>
    <message>
        <source>bronze heat</source>
        <translation>bronskval</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;: a final of {pairs} pairs and {boards} boards; {count} pairs registered.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: en final med {pairs} par och {boards} brickor; {count} par anmälda.</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Speltillfällen</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>District clubs</source>
        <translation>Distriktsklubbar</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anm.</translation>
    </message>
    <message>
        <source>last year&apos;s champions</source>
        <translation>fjolårets mästare</translation>
    </message>
    <message>
        <source>last year&apos;s champions: direct place</source>
        <translation>fjolårets mästare: direktplats</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
</context>
<context>
    <name>PairsFinalView</name>
    <message>
        <source>Save the plaque list as PDF…</source>
        <translation>Spara plakettlistan som PDF…</translation>
    </message>
    <message>
        <source>Plaque places: pairs still equal after boards won share the higher place (M5); bonus, title and plaque only for pairs of district clubs.</source>
        <translation>Plakettplaceringar: par som fortfarande är lika efter vunna brickor delar den högre placeringen (M5); bonus, titel och plakett endast för par från distriktets klubbar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{place}.&lt;/b&gt; {names} — {points} silver points per player</source>
        <translation>&lt;b&gt;{place}.&lt;/b&gt; {names} — {points} silverpoäng per spelare</translation>
    </message>
    <message>
        <source>No final result yet.</source>
        <translation>Inget slutresultat än.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Plaque</source>
        <translation>Plakett</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anm.</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>ÖV</translation>
    </message>
    <message>
        <source>Save the plaque list</source>
        <translation>Spara plakettlistan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Sparade {path}</translation>
    </message>
</context>
<context>
    <name>PairsHeatView</name>
    <message>
        <source>Running score after round (0: all):</source>
        <translation>Löpande ställning efter rond (0: alla):</translation>
    </message>
    <message>
        <source>Import Bridgemate file…</source>
        <translation>Importera Bridgemate-fil…</translation>
    </message>
    <message>
        <source>Enter a pair…</source>
        <translation>Lägg till par…</translation>
    </message>
    <message>
        <source>Type the board results table by table, adjusted scores too ({key})</source>
        <translation>Skriv in brickornas resultat bord för bord, även justerade resultat ({key})</translation>
    </message>
    <message>
        <source>Reserve…</source>
        <translation>Reserv…</translation>
    </message>
    <message>
        <source>Import result list…</source>
        <translation>Importera resultatlista…</translation>
    </message>
    <message>
        <source>A club&apos;s result list (workbook) or Ruter&apos;s PBN export of the heat</source>
        <translation>En klubbs resultatlista (arbetsbok) eller Ruters PBN-export av heatet</translation>
    </message>
    <message>
        <source>Conventions…</source>
        <translation>Konventioner…</translation>
    </message>
    <message>
        <source>Compare with another program…</source>
        <translation>Jämför med annat program…</translation>
    </message>
    <message>
        <source>The parity report: Ruter&apos;s PBN or another program&apos;s open-format document (.json) of this heat</source>
        <translation>Paritetsrapporten: Ruters PBN eller ett annat programs dokument i öppet format (.json) för detta heat</translation>
    </message>
    <message>
        <source>Save the result list as PDF…</source>
        <translation>Spara resultatlistan som PDF…</translation>
    </message>
    <message>
        <source>Master points in silver.</source>
        <translation>Mästarpoäng i silver.</translation>
    </message>
    <message>
        <source>Master points in bronze.</source>
        <translation>Mästarpoäng i brons.</translation>
    </message>
    <message>
        <source>From the club&apos;s result list (percentages only).</source>
        <translation>Från klubbens resultatlista (endast procent).</translation>
    </message>
    <message>
        <source>No results yet: import the Bridgemate file or the club&apos;s result list.</source>
        <translation>Inga resultat än: importera Bridgemate-filen eller klubbens resultatlista.</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riktning</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>ÖV</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Silver points (M6)</source>
        <translation>Silverpoäng (M6)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anm.</translation>
    </message>
    <message>
        <source>Choose the other program&apos;s results</source>
        <translation>Välj det andra programmets resultat</translation>
    </message>
    <message>
        <source>PBN or the open format (*.pbn *.json);;All files (*)</source>
        <translation>PBN eller öppet format (*.pbn *.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>o.c.</source>
        <translation>u.t.</translation>
    </message>
    <message>
        <source>Trave&amp;llers…</source>
        <translation>&amp;Protokoll…</translation>
    </message>
    <message>
        <source>out of competition: {reason}</source>
        <translation>utom tävlan: {reason}</translation>
    </message>
    <message>
        <source>does not play for DM</source>
        <translation>kvalspelar inte till DM</translation>
    </message>
    <message>
        <source>Round %</source>
        <translation>Rond %</translation>
    </message>
    <message>
        <source>Import Bridgemate file</source>
        <translation>Importera Bridgemate-fil</translation>
    </message>
    <message>
        <source>Bridgemate files (*.bws)</source>
        <translation>Bridgemate-filer (*.bws)</translation>
    </message>
    <message>
        <source>New session</source>
        <translation>Nytt speltillfälle</translation>
    </message>
    <message>
        <source>Not imported</source>
        <translation>Inte importerad</translation>
    </message>
    <message>
        <source>Bridgemate file {file}</source>
        <translation>Bridgemate-fil {file}</translation>
    </message>
    <message>
        <source>{written} results read from {file}.</source>
        <translation>{written} resultat lästa från {file}.</translation>
    </message>
    <message>
        <source>Save the result list</source>
        <translation>Spara resultatlistan</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Sparade {path}</translation>
    </message>
</context>
<context>
    <name>PairsListImportDialog</name>
    <message>
        <source>Import a club&apos;s result list</source>
        <translation>Importera en klubbs resultatlista</translation>
    </message>
    <message>
        <source>&amp;Heat:</source>
        <translation>&amp;Heat:</translation>
    </message>
    <message>
        <source>Problems (correct them in the file and choose it again):</source>
        <translation>Problem (rätta dem i filen och välj den igen):</translation>
    </message>
    <message>
        <source>Choose the club&apos;s result list</source>
        <translation>Välj klubbens resultatlista</translation>
    </message>
    <message>
        <source>Workbooks or Ruter&apos;s PBN (*.xlsx *.xlsm *.pbn);;All files (*)</source>
        <translation>Arbetsböcker eller PBN från Ruter (*.xlsx *.xlsm *.pbn);;Alla filer (*)</translation>
    </message>
    <message>
        <source>The file has no qualifying heat; add the heats first.</source>
        <translation>Filen har inget kvalheat; lägg först till heaten.</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Choose the heat and the club&apos;s result list (a workbook: pair number, percentage, boards played) to see what will be imported.</source>
        <translation>Välj heatet och klubbens resultatlista (en arbetsbok: parnummer, procent, spelade brickor) för att se vad som importeras.</translation>
    </message>
    <message>
        <source>1 problem in the list: nothing can be imported until it is corrected.</source>
        <translation>1 problem i listan: inget kan importeras förrän det är rättat.</translation>
    </message>
    <message>
        <source>{count} problems in the list: nothing can be imported until they are corrected.</source>
        <translation>{count} problem i listan: inget kan importeras förrän de är rättade.</translation>
    </message>
    <message>
        <source>{rows} pairs for {heat}; importing replaces the heat&apos;s list.</source>
        <translation>{rows} par för {heat}; importen ersätter heatets lista.</translation>
    </message>
    <message>
        <source>Import the result list of {heat}</source>
        <translation>Importera resultatlistan för {heat}</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Inget importerades: {reason}</translation>
    </message>
    <message>
        <source>tddesk&apos;s matchpoints agree with the file&apos;s everywhere.</source>
        <translation>tddesks matchpoäng stämmer med filens överallt.</translation>
    </message>
    <message>
        <source>tddesk and the file differ in {count} figure(s); {explained} explained by the file&apos;s conventions.</source>
        <translation>tddesk och filen skiljer sig i {count} siffra/siffror; {explained} förklaras av filens konventioner.</translation>
    </message>
</context>
<context>
    <name>PairsMenu</name>
    <message>
        <source>Save the pairs demo as</source>
        <translation>Spara pardemot som</translation>
    </message>
    <message>
        <source>Tournament files (*.tddesk)</source>
        <translation>Tävlingsfiler (*.tddesk)</translation>
    </message>
    <message>
        <source>Building the pairs demo…</source>
        <translation>Bygger pardemot…</translation>
    </message>
    <message>
        <source>The pairs demo could not be made</source>
        <translation>Pardemot kunde inte skapas</translation>
    </message>
    <message>
        <source>New pairs championship…</source>
        <translation>Nytt parmästerskap…</translation>
    </message>
    <message>
        <source>Pairs demo (DM Par Mixed)…</source>
        <translation>Pardemo (DM Par Mixed)…</translation>
    </message>
    <message>
        <source>Import a club&apos;s pairs result list…</source>
        <translation>Importera en klubbs resultatlista för par…</translation>
    </message>
    <message>
        <source>Merge a club&apos;s pairs heat…</source>
        <translation>Slå samman en klubbs parkval…</translation>
    </message>
    <message>
        <source>Silver table (M6)…</source>
        <translation>Silverpoängtabell (M6)…</translation>
    </message>
</context>
<context>
    <name>PairsMergeDialog</name>
    <message>
        <source>Choose the club&apos;s file</source>
        <translation>Välj klubbens fil</translation>
    </message>
    <message>
        <source>The file holds no qualifying pairs heat.</source>
        <translation>Filen innehåller inget kvalheat för par.</translation>
    </message>
    <message>
        <source>Choose the club&apos;s file: its championship file or its JSON export.</source>
        <translation>Välj klubbens fil: dess mästerskapsfil eller dess JSON-export.</translation>
    </message>
    <message>
        <source>No conflicts. Nothing has changed yet: Merge adds the heat as one step that can be undone.</source>
        <translation>Inga konflikter. Inget har ändrats ännu: Slå samman lägger till kvalheatet som ett steg som kan ångras.</translation>
    </message>
    <message>
        <source>1 new pair</source>
        <translation>1 nytt par</translation>
    </message>
    <message>
        <source>{count} new pairs</source>
        <translation>{count} nya par</translation>
    </message>
    <message>
        <source>1 pair already registered here</source>
        <translation>1 par som redan är anmält här</translation>
    </message>
    <message>
        <source>{count} pairs already registered here</source>
        <translation>{count} par som redan är anmälda här</translation>
    </message>
    <message>
        <source>1 board result</source>
        <translation>1 brickresultat</translation>
    </message>
    <message>
        <source>{count} board results</source>
        <translation>{count} brickresultat</translation>
    </message>
    <message>
        <source>{heat} brings {pairs} and {reused}, with {results}.</source>
        <translation>{heat} tillför {pairs} och {reused}, med {results}.</translation>
    </message>
    <message>
        <source>Merged as shown</source>
        <translation>Slås samman som det visas</translation>
    </message>
    <message>
        <source>Merge {heat}</source>
        <translation>Slå samman {heat}</translation>
    </message>
    <message>
        <source>Merge a club&apos;s pairs heat</source>
        <translation>Slå samman en klubbs parkval</translation>
    </message>
    <message>
        <source>&amp;Club&apos;s file:</source>
        <translation>&amp;Klubbens fil:</translation>
    </message>
    <message>
        <source>&amp;Heat:</source>
        <translation>&amp;Heat:</translation>
    </message>
</context>
<context>
    <name>PairsPlacesView</name>
    <message>
        <source>Gives the place up…</source>
        <translation>Avstår platsen…</translation>
    </message>
    <message>
        <source>Accepts the place</source>
        <translation>Tackar ja till platsen</translation>
    </message>
    <message>
        <source>{places} places from the heats (PP1); the final&apos;s direct places are listed first.</source>
        <translation>{places} platser från kvalheaten (PP1); finalens direktplatser står först.</translation>
    </message>
    <message>
        <source>Places given up, in order: {pairs}</source>
        <translation>Avstådda platser, i ordning: {pairs}</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Skäl</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>PP3: 1 pair offered a place has not answered yet.</source>
        <translation>PP3: 1 par som erbjudits plats har inte svarat ännu.</translation>
    </message>
    <message>
        <source>PP3: {count} pairs offered a place have not answered yet.</source>
        <translation>PP3: {count} par som erbjudits plats har inte svarat ännu.</translation>
    </message>
    <message>
        <source>Choose the pair in the list first.</source>
        <translation>Välj paret i listan först.</translation>
    </message>
    <message>
        <source>Place accepted</source>
        <translation>Plats accepterad</translation>
    </message>
    <message>
        <source>Place given up</source>
        <translation>Plats avstådd</translation>
    </message>
</context>
<context>
    <name>PairsReserveDialog</name>
    <message>
        <source>Reserve</source>
        <translation>Reserv</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Session</source>
        <translation>Speltillfälle</translation>
    </message>
    <message>
        <source>Plays for</source>
        <translation>Spelar för</translation>
    </message>
    <message>
        <source>Reserve&apos;s MID</source>
        <translation>Reservens MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>the whole heat</source>
        <translation>hela heatet</translation>
    </message>
    <message>
        <source>session {number}</source>
        <translation>speltillfälle {number}</translation>
    </message>
    <message>
        <source>Remove reserve</source>
        <translation>Ta bort reserv</translation>
    </message>
    <message>
        <source>{reserve} plays for {player}: {when}</source>
        <translation>{reserve} spelar för {player}: {when}</translation>
    </message>
    <message>
        <source>The pair has no reserve in this heat.</source>
        <translation>Paret har ingen reserv i detta heat.</translation>
    </message>
</context>
<context>
    <name>PairsTravellerDialog</name>
    <message>
        <source>Travellers: {heat}</source>
        <translation>Protokoll: {heat}</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Speltillfälle</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Bricka</translation>
    </message>
    <message>
        <source>Session {number}</source>
        <translation>Speltillfälle {number}</translation>
    </message>
    <message>
        <source>PgUp/PgDn: the board before or after</source>
        <translation>PgUp/PgDn: brickan före eller efter</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>ÖV</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Decl.</source>
        <translation>Spf.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Utspel</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>NS poäng</translation>
    </message>
    <message>
        <source>MP NS</source>
        <translation>MP NS</translation>
    </message>
    <message>
        <source>MP EW</source>
        <translation>MP ÖV</translation>
    </message>
    <message>
        <source>The board&apos;s results table by table</source>
        <translation>Brickans resultat bord för bord</translation>
    </message>
    <message>
        <source>&amp;Weighted score…</source>
        <translation>&amp;Viktat resultat…</translation>
    </message>
    <message>
        <source>Law 12C1(c), {key}</source>
        <translation>Lag 12C1(c), {key}</translation>
    </message>
    <message>
        <source>&amp;Remove the result</source>
        <translation>Ta bo&amp;rt resultatet</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>No results on board {board} yet.</source>
        <translation>Inga resultat på bricka {board} ännu.</translation>
    </message>
    <message>
        <source>Top {top} matchpoints; {count} results.</source>
        <translation>Topp {top} matchpoäng; {count} resultat.</translation>
    </message>
    <message>
        <source>Fewer results than the top: Neuberg (PP5).</source>
        <translation>Färre resultat än toppen: Neuberg (PP5).</translation>
    </message>
    <message>
        <source>Type the line&apos;s NS and EW pair numbers (and its round) as whole numbers first.</source>
        <translation>Skriv först radens par i NS och ÖV (och ronden) som heltal.</translation>
    </message>
    <message>
        <source>{heat}: board {board}, NS pair {ns}</source>
        <translation>{heat}: bricka {board}, NS-par {ns}</translation>
    </message>
    <message>
        <source>{what}: result removed</source>
        <translation>{what}: resultatet borttaget</translation>
    </message>
    <message>
        <source>Choose the table&apos;s line first.</source>
        <translation>Välj först bordets rad.</translation>
    </message>
    <message>
        <source>{what}: weighted score</source>
        <translation>{what}: viktat resultat</translation>
    </message>
</context>
<context>
    <name>PairsVenueScreen</name>
    <message>
        <source>No results yet.</source>
        <translation>Inga resultat än.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>o.c.</source>
        <translation>u.t.</translation>
    </message>
    <message>
        <source>Result list</source>
        <translation>Resultatlista</translation>
    </message>
    <message>
        <source>Round %</source>
        <translation>Rond %</translation>
    </message>
    <message>
        <source>Running score after round {round}</source>
        <translation>Löpande ställning efter rond {round}</translation>
    </message>
    <message>
        <source>Running score after round {round} (session {session}, round {session_round})</source>
        <translation>Löpande ställning efter rond {round} (spelomgång {session}, rond {session_round})</translation>
    </message>
</context>
<context>
    <name>ParityDialog</name>
    <message>
        <source>Compare with another program</source>
        <translation>Jämför med annat program</translation>
    </message>
    <message>
        <source>{file} could not be compared.</source>
        <translation>{file} kunde inte jämföras.</translation>
    </message>
    <message>
        <source>{file} ({program}): tddesk&apos;s figures agree everywhere in {heat}.</source>
        <translation>{file} ({program}): tddesks siffror stämmer överallt i {heat}.</translation>
    </message>
    <message>
        <source>{file} ({program}): {count} figure(s) of {heat} differ; {explained} explained by a known convention of the other program.</source>
        <translation>{file} ({program}): {count} siffra/siffror i {heat} skiljer sig; {explained} förklaras av en känd konvention hos det andra programmet.</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Siffra</translation>
    </message>
    <message>
        <source>tddesk</source>
        <translation>tddesk</translation>
    </message>
    <message>
        <source>Other program</source>
        <translation>Andra programmet</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
</context>
<context>
    <name>PbnExport</name>
    <message>
        <source>The file has no pairs heat and no stage with boards to export.</source>
        <translation>Filen har inget parheat och ingen etapp med brickresultat att exportera.</translation>
    </message>
    <message>
        <source>Export results as PBN</source>
        <translation>Exportera resultat som PBN</translation>
    </message>
    <message>
        <source>&amp;Heat or stage:</source>
        <translation>&amp;Heat eller etapp:</translation>
    </message>
    <message>
        <source>PBN files (*.pbn)</source>
        <translation>PBN-filer (*.pbn)</translation>
    </message>
    <message>
        <source>{path} cannot be written: {error}</source>
        <translation>{path} kan inte skrivas: {error}</translation>
    </message>
</context>
<context>
    <name>PlayerTable</name>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Födelseår</translation>
    </message>
    <message>
        <source>Junior/veteran</source>
        <translation>Junior/veteran</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betald</translation>
    </message>
    <message>
        <source>Dispensation</source>
        <translation>Dispens</translation>
    </message>
    <message>
        <source>T5: membership fee paid</source>
        <translation>T5: medlemsavgiften betald</translation>
    </message>
    <message>
        <source>T1: a 7th or 8th player needs the committee&apos;s dispensation.</source>
        <translation>T1: en 7:e eller 8:e spelare behöver TK:s dispens.</translation>
    </message>
    <message>
        <source>Row {row}: type the player&apos;s MID.</source>
        <translation>Rad {row}: skriv spelarens MID.</translation>
    </message>
    <message>
        <source>Row {row}: type the name of the player with MID {mid}.</source>
        <translation>Rad {row}: skriv namnet på spelaren med MID {mid}.</translation>
    </message>
    <message>
        <source>Junior</source>
        <translation>Junior</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veteran</translation>
    </message>
    <message>
        <source>T6: from the birth year</source>
        <translation>T6: enligt födelseåret</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>MID {mid} belongs to {known}, not {given}. Correct the MID or the name.</source>
        <translation>MID {mid} tillhör {known}, inte {given}. Rätta MID eller namnet.</translation>
    </message>
    <message>
        <source>The club {club} belongs to {district}, not {given}. Correct the district.</source>
        <translation>Klubben {club} tillhör {district}, inte {given}. Rätta distriktet.</translation>
    </message>
    <message>
        <source>{name} (MID {mid}) needs a club: the club&apos;s district decides eligibility (T2).</source>
        <translation>{name} (MID {mid}) behöver en klubb: klubbens distrikt avgör spelbehörigheten (T2).</translation>
    </message>
    <message>
        <source>The player with MID {mid} needs a name.</source>
        <translation>Spelaren med MID {mid} måste ha ett namn.</translation>
    </message>
    <message>
        <source>Birth year {year} for {name} is not a year.</source>
        <translation>Födelseåret {year} för {name} är inget årtal.</translation>
    </message>
</context>
<context>
    <name>PrintJobs</name>
    <message>
        <source>Preparing {document}…</source>
        <translation>Förbereder {document}…</translation>
    </message>
    <message>
        <source>{document} cannot be printed</source>
        <translation>{document} kan inte skrivas ut</translation>
    </message>
    <message>
        <source>Save {document} as PDF</source>
        <translation>Spara {document} som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF could not be saved</source>
        <translation>PDF-filen kunde inte sparas</translation>
    </message>
</context>
<context>
    <name>PrintPreviewDialog</name>
    <message>
        <source>Saved as {path} (&lt;a href=&quot;{folder}&quot;&gt;open the folder&lt;/a&gt;)</source>
        <translation>Sparad som {path} (&lt;a href=&quot;{folder}&quot;&gt;öppna mappen&lt;/a&gt;)</translation>
    </message>
    <message>
        <source>Preview: {document}</source>
        <translation>Förhandsgranskning: {document}</translation>
    </message>
    <message>
        <source>Pages: {count}</source>
        <translation>Sidor: {count}</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Spara som &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Match reports, round {round}</source>
        <translation>Matchrapporter, rond {round}</translation>
    </message>
    <message>
        <source>All match reports of the stage</source>
        <translation>Alla matchrapporter för etappen</translation>
    </message>
    <message>
        <source>Result report for the federation (Spader), round {round}</source>
        <translation>Resultatrapport till förbundet (Spader), rond {round}</translation>
    </message>
    <message>
        <source>Result report for the federation (Spader), every round</source>
        <translation>Resultatrapport till förbundet (Spader), alla ronder</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spelschema</translation>
    </message>
    <message>
        <source>Master points</source>
        <translation>Mästarpoäng</translation>
    </message>
    <message>
        <source>Plaques and bonus</source>
        <translation>Plaketter och bonus</translation>
    </message>
    <message>
        <source>VP scale</source>
        <translation>VP-skala</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Avgifter</translation>
    </message>
    <message>
        <source>Appeals (S4)</source>
        <translation>Överklaganden (S4)</translation>
    </message>
    <message>
        <source>Travel grants (S3)</source>
        <translation>Resebidrag (S3)</translation>
    </message>
    <message>
        <source>Knockout (S5)</source>
        <translation>Slutspel (S5)</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Givsamling</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Protokoll per bricka</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Bordskort</translation>
    </message>
    <message>
        <source>Guide cards</source>
        <translation>Vägvisare</translation>
    </message>
    <message>
        <source>Personal score cards</source>
        <translation>Personliga protokoll</translation>
    </message>
    <message>
        <source>Result list</source>
        <translation>Resultatlista</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>Löpande ställning</translation>
    </message>
    <message>
        <source>Travellers with matchpoints</source>
        <translation>Protokoll per bricka med matchpoäng</translation>
    </message>
    <message>
        <source>Final places (PP1, PP3)</source>
        <translation>Finalplatser (PP1, PP3)</translation>
    </message>
    <message>
        <source>Final result list</source>
        <translation>Finalens resultatlista</translation>
    </message>
    <message>
        <source>Plaques and bonus with MIDs (M5)</source>
        <translation>Plaketter och bonus med MID (M5)</translation>
    </message>
    <message>
        <source>Result list for the federation (MIDs)</source>
        <translation>Resultatlista till förbundet (MID)</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>Skrivaren kunde inte startas.</translation>
    </message>
</context>
<context>
    <name>ProgressChart</name>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Placering</translation>
    </message>
    <message>
        <source>&amp;VP</source>
        <translation>&amp;VP</translation>
    </message>
    <message>
        <source>Position after each round</source>
        <translation>Placering efter varje rond</translation>
    </message>
    <message>
        <source>VP after each round</source>
        <translation>VP efter varje rond</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Placering</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
</context>
<context>
    <name>Publish</name>
    <message>
        <source>Choose SFTP, FTP or FTPS, not {protocol}.</source>
        <translation>Välj SFTP, FTP eller FTPS, inte {protocol}.</translation>
    </message>
    <message>
        <source>Give the web host&apos;s address and the user name.</source>
        <translation>Ange webbhotellets adress och användarnamnet.</translation>
    </message>
    <message>
        <source>The port is a number from 1 to 65535, not {port}.</source>
        <translation>Porten är ett tal från 1 till 65535, inte {port}.</translation>
    </message>
    <message>
        <source>{host} shows another SSH host key than at the first upload; nothing was sent. Ask the web host whether the key changed; if it did, delete {manifest} in the site&apos;s folder and upload again (every page is then sent anew).</source>
        <translation>{host} visar en annan SSH-värdnyckel än vid första uppladdningen; inget skickades. Fråga webbhotellet om nyckeln har bytts; har den det, ta bort {manifest} i webbplatsens mapp och ladda upp igen (då skickas alla sidor på nytt).</translation>
    </message>
    <message>
        <source>{host} refused the user name or password.</source>
        <translation>{host} godtog inte användarnamnet eller lösenordet.</translation>
    </message>
    <message>
        <source>{host}&apos;s certificate cannot be trusted ({reason}); nothing was sent. Check the host&apos;s address with the web host.</source>
        <translation>Certifikatet för {host} går inte att lita på ({reason}); inget skickades. Kontrollera värdens adress med webbhotellet.</translation>
    </message>
    <message>
        <source>{host} could not be reached ({error}); the pages will be sent when it can.</source>
        <translation>{host} gick inte att nå ({error}); sidorna skickas när det går.</translation>
    </message>
    <message>
        <source>No password is stored for {host}; give it in the upload settings.</source>
        <translation>Inget lösenord är sparat för {host}; ange det i inställningarna för uppladdning.</translation>
    </message>
    <message>
        <source>{path} in the site folder is a link or no regular file; the site never writes through it. Remove it, or choose another folder.</source>
        <translation>{path} i webbplatsens mapp är en länk eller ingen vanlig fil; webbplatsen skriver aldrig genom den. Ta bort den, eller välj en annan mapp.</translation>
    </message>
</context>
<context>
    <name>PublishDialog</name>
    <message>
        <source>Folder of the results site</source>
        <translation>Mapp för resultatsidorna</translation>
    </message>
    <message>
        <source>Choose the folder the pages are written to.</source>
        <translation>Välj mappen som sidorna skrivs till.</translation>
    </message>
    <message>
        <source>{folder} is a file; choose a folder.</source>
        <translation>{folder} är en fil; välj en mapp.</translation>
    </message>
    <message>
        <source>Publishing…</source>
        <translation>Publicerar…</translation>
    </message>
    <message>
        <source>Wrote {written} of {pages} pages to {folder}.</source>
        <translation>Skrev {written} av {pages} sidor till {folder}.</translation>
    </message>
    <message>
        <source>Publish the results site</source>
        <translation>Publicera resultatsidorna</translation>
    </message>
    <message>
        <source>Folder of the site (a USB stick, a shared folder or a web host&apos;s folder):</source>
        <translation>Sidornas mapp (ett USB-minne, en delad mapp eller webbhotellets mapp):</translation>
    </message>
    <message>
        <source>Folder of the site</source>
        <translation>Webbplatsens mapp</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bläddra…</translation>
    </message>
    <message>
        <source>Publish automatically after every change</source>
        <translation>Publicera automatiskt efter varje ändring</translation>
    </message>
    <message>
        <source>Publish now</source>
        <translation>Publicera nu</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>gives</source>
        <translation>ger</translation>
    </message>
    <message>
        <source>Printed {time}</source>
        <translation>Utskriven {time}</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Sida {page} av {pages}</translation>
    </message>
    <message>
        <source>VP scale 20-0 (WBF)</source>
        <translation>VP-skala 20-0 (WBF)</translation>
    </message>
    <message>
        <source>{boards} boards · blitz {blitz} IMP · the loser gets 20 minus the winner&apos;s VP</source>
        <translation>{boards} brickor · blitz vid {blitz} IMP · förloraren får 20 minus vinnarens VP</translation>
    </message>
    <message>
        <source>Match reports</source>
        <translation>Matchrapporter</translation>
    </message>
    <message>
        <source>Match report</source>
        <translation>Matchrapport</translation>
    </message>
    <message>
        <source>Half {half} ({boards} boards)</source>
        <translation>Halvlek {half} ({boards} brickor)</translation>
    </message>
    <message>
        <source>Line-up</source>
        <translation>Uppställning</translation>
    </message>
    <message>
        <source>{mark} P3: unauthorised player</source>
        <translation>{mark} P3: otillåten reserv</translation>
    </message>
    <message>
        <source>Master points – gold (M4)</source>
        <translation>Mästarpoäng – guld (M4)</translation>
    </message>
    <message>
        <source>Master points – silver (M1)</source>
        <translation>Mästarpoäng – silver (M1)</translation>
    </message>
    <message>
        <source>Per match</source>
        <translation>Per match</translation>
    </message>
    <message>
        <source>A won match gives the winner {points} points; a draw shares them (M2: the winner has less than {draw} VP, or 10.00-10.00); a walkover gives none (W4). A team&apos;s points are split among its players by halves played (M1).</source>
        <translation>En vunnen match ger vinnaren {points} poäng; vid oavgjort delar lagen på dem (M2: vinnaren har mindre än {draw} VP, eller 10,00–10,00); W.O. ger inga poäng (W4). Lagets poäng delas mellan spelarna efter spelade halvlekar (M1).</translation>
    </message>
    <message>
        <source>{mark} struck from the standings; the points of the played match still count (P5).</source>
        <translation>{mark} struken ur ställningen; poängen för den spelade matchen räknas ändå (P5).</translation>
    </message>
    <message>
        <source>IMPs across the field</source>
        <translation>IMP över fältet</translation>
    </message>
    <message>
        <source>Datum Butler</source>
        <translation>Butler med datum</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riktning</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Each board&apos;s NS score against every other score on the board over all venues; IMPs summed and divided by the number of comparisons.</source>
        <translation>Varje NS-resultat på brickan mot alla andra resultat på brickan på alla spelplatser; IMP summerade och delade med antalet jämförelser.</translation>
    </message>
    <message>
        <source>Each score against the board&apos;s datum: the average without the top and bottom scores, rounded to 10.</source>
        <translation>Varje resultat mot brickans datum: medelvärdet utan de högsta och lägsta resultaten, avrundat till tiotal.</translation>
    </message>
    <message>
        <source>Round {round}, {home} – {away}: the line-up of {team} is incomplete; its {points} points are not split among its players (M1).</source>
        <translation>Rond {round}, {home} – {away}: uppställningen för {team} är ofullständig; lagets {points} poäng fördelas inte på spelarna (M1).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <source>Halves</source>
        <translation>Halvlekar</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>{paid} of {rounds}</source>
        <translation>{paid} av {rounds}</translation>
    </message>
    <message>
        <source>Unpaid</source>
        <translation>Obetalt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <source>Total ({count} teams)</source>
        <translation>Totalt ({count} lag)</translation>
    </message>
    <message>
        <source>{unpaid} unpaid</source>
        <translation>{unpaid} obetalda</translation>
    </message>
    <message>
        <source>Entry fee</source>
        <translation>Startavgift</translation>
    </message>
    <message>
        <source>Late fee</source>
        <translation>Förseningsavgift</translation>
    </message>
    <message>
        <source>Table fees</source>
        <translation>Bordsavgifter</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Newcomer</source>
        <translation>Nykomling</translation>
    </message>
    <message>
        <source>Junior discount (kr)</source>
        <translation>Juniorrabatt (kr)</translation>
    </message>
    <message>
        <source>Outstanding</source>
        <translation>Kvar att betala</translation>
    </message>
    <message>
        <source>Entry fee paid on</source>
        <translation>Startavgift betald</translation>
    </message>
    <message>
        <source>Table fees paid</source>
        <translation>Bordsavgifter betalda</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Avgifter</translation>
    </message>
    <message>
        <source>{stage}, as of {date}</source>
        <translation>{stage}, per {date}</translation>
    </message>
    <message>
        <source>{paid} of {teams} teams have paid everything. Owed {total} kr, paid {paid_amount} kr, outstanding {outstanding} kr; late fees {late} kr, junior discounts {discounts} kr.</source>
        <translation>{paid} av {teams} lag har betalt allt. Att betala {total} kr, betalt {paid_amount} kr, kvar {outstanding} kr; förseningsavgifter {late} kr, juniorrabatter {discounts} kr.</translation>
    </message>
    <message>
        <source>Amounts in kronor. F1: entry fee and late fee; F2: table fees; F3: junior discount; F4: a newcomer team pays no entry fee.</source>
        <translation>Belopp i kronor. F1: startavgift och förseningsavgift; F2: bordsavgifter; F3: juniorrabatt; F4: ett nykomlingslag betalar ingen startavgift.</translation>
    </message>
    <message>
        <source>The stage has no schedule yet, so no table fees are counted.</source>
        <translation>Etappen har inget spelschema ännu, så inga bordsavgifter räknas.</translation>
    </message>
    <message>
        <source>1 match without a final result: no points yet.</source>
        <translation>1 match utan slutresultat: inga poäng ännu.</translation>
    </message>
    <message>
        <source>{count} matches without a final result: no points yet.</source>
        <translation>{count} matcher utan slutresultat: inga poäng ännu.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Home points</source>
        <translation>Poäng hemma</translation>
    </message>
    <message>
        <source>Away points</source>
        <translation>Poäng borta</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vunnen</translation>
    </message>
    <message>
        <source>draw (M2)</source>
        <translation>oavgjord (M2)</translation>
    </message>
    <message>
        <source>walkover (W4)</source>
        <translation>W.O. (W4)</translation>
    </message>
    <message>
        <source>There is no round {number} in this stage.</source>
        <translation>Det finns ingen rond {number} i denna etapp.</translation>
    </message>
    <message>
        <source>There is no match to print in this stage.</source>
        <translation>Det finns ingen match att skriva ut i denna etapp.</translation>
    </message>
    <message>
        <source>Round {round} · {date} · {boards} boards</source>
        <translation>Rond {round} · {date} · {boards} brickor</translation>
    </message>
    <message>
        <source>IMP (walkover)</source>
        <translation>IMP (W.O.)</translation>
    </message>
    <message>
        <source>IMP half {half}</source>
        <translation>IMP halvlek {half}</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>IMP total</source>
        <translation>IMP totalt</translation>
    </message>
    <message>
        <source>Penalty VP (P6)</source>
        <translation>Straff-VP (P6)</translation>
    </message>
    <message>
        <source>VP after penalties</source>
        <translation>VP efter straff</translation>
    </message>
    <message>
        <source>Walkover given by {team} (W2).</source>
        <translation>W.O. lämnad av {team} (W2).</translation>
    </message>
    <message>
        <source>Struck from the results: a team of this match is excluded (W5, P5).</source>
        <translation>Struken ur resultaten: ett lag i matchen är uteslutet (W5, P5).</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Inga.</translation>
    </message>
    <message>
        <source>Ruling (rule: reason)</source>
        <translation>Domslut (regel: motivering)</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Each cell: the VP of the team in the row against the team in the column.</source>
        <translation>Varje ruta: VP för laget på raden mot laget i kolumnen.</translation>
    </message>
    <message>
        <source>{mark} walkover (W2)</source>
        <translation>{mark} W.O. (W2)</translation>
    </message>
    <message>
        <source>{mark} provisional walkover value, final when the series has ended (W2)</source>
        <translation>{mark} preliminärt W.O.-värde, slutligt när serien är slut (W2)</translation>
    </message>
    <message>
        <source>[ ] struck: a match of an excluded team, counted for nobody (W5, P5)</source>
        <translation>[ ] struken: match med ett uteslutet lag, räknas för ingen (W5, P5)</translation>
    </message>
    <message>
        <source>(awaiting the committee)</source>
        <translation>(inväntar TK:s beslut)</translation>
    </message>
    <message>
        <source>Captain, {team}</source>
        <translation>Lagkapten, {team}</translation>
    </message>
    <message>
        <source>Tournament director</source>
        <translation>Tävlingsledare</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>ej avgjort</translation>
    </message>
    <message>
        <source>upheld</source>
        <translation>bifallet</translation>
    </message>
    <message>
        <source>dismissed</source>
        <translation>avslaget</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>återkallat</translation>
    </message>
    <message>
        <source>Appeals (S4)</source>
        <translation>Överklaganden (S4)</translation>
    </message>
    <message>
        <source>In writing within 30 minutes of the end of the round in which the ruling was given; in the last two rounds within 5 minutes of the ruling. The deposit is returned unless the appeal is dismissed.</source>
        <translation>Skriftligt inom 30 minuter efter slutet av den rond då domslutet avgavs; i de två sista ronderna inom 5 minuter efter domslutet. Depositionsavgiften återbetalas om överklagandet inte avslås.</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Ruling given</source>
        <translation>Domslut avgivet</translation>
    </message>
    <message>
        <source>Filed</source>
        <translation>Inlämnat</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>Frist</translation>
    </message>
    <message>
        <source>Late</source>
        <translation>För sent</translation>
    </message>
    <message>
        <source>Deposit</source>
        <translation>Deposition</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>Återbetald</translation>
    </message>
    <message>
        <source>LATE</source>
        <translation>FÖR SENT</translation>
    </message>
    <message>
        <source>No appeals.</source>
        <translation>Inga överklaganden.</translation>
    </message>
    <message>
        <source>Travel grants (S3)</source>
        <translation>Resebidrag (S3)</translation>
    </message>
    <message>
        <source>The federation&apos;s 2017 table per district of residence, at most the amount of the team&apos;s district; nothing to players living in the venue&apos;s district ({venue}).</source>
        <translation>Förbundets tabell 2017 efter bostadsdistrikt, högst beloppet för lagets distrikt; inget till spelare bosatta i spelortens distrikt ({venue}).</translation>
    </message>
    <message>
        <source>Team / player</source>
        <translation>Lag / spelare</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>SEK</source>
        <translation>SEK</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Kvittens</translation>
    </message>
    <message>
        <source>(capped)</source>
        <translation>(tak)</translation>
    </message>
    <message>
        <source>(venue)</source>
        <translation>(spelort)</translation>
    </message>
    <message>
        <source>(abroad)</source>
        <translation>(utlandet)</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(ej i tabellen)</translation>
    </message>
    <message>
        <source>Knockout (S5)</source>
        <translation>Slutspel (S5)</translation>
    </message>
    <message>
        <source>Round of 16 (20 boards)</source>
        <translation>Åttondelsfinaler (20 brickor)</translation>
    </message>
    <message>
        <source>Quarterfinals (20 boards)</source>
        <translation>Kvartsfinaler (20 brickor)</translation>
    </message>
    <message>
        <source>Semifinals (20 boards)</source>
        <translation>Semifinaler (20 brickor)</translation>
    </message>
    <message>
        <source>Final and bronze match (24 boards)</source>
        <translation>Final och match om tredjepris (24 brickor)</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Tredjepris</translation>
    </message>
    <message>
        <source>{team} chooses its opponent among: {candidates}</source>
        <translation>{team} väljer motståndare bland: {candidates}</translation>
    </message>
    <message>
        <source>Choices of opponents</source>
        <translation>Val av motståndare</translation>
    </message>
    <message>
        <source>Round {round}: {chooser} chose {chosen} (entered by {by}, {at})</source>
        <translation>Rond {round}: {chooser} valde {chosen} (registrerat av {by}, {at})</translation>
    </message>
    <message>
        <source>Gold: {gold}. Silver: {silver}. Bronze: {bronze}. A medal needs at least a third of the knockout&apos;s segments.</source>
        <translation>Guld: {gold}. Silver: {silver}. Brons: {bronze}. Medalj kräver minst en tredjedel av slutspelets segment.</translation>
    </message>
    <message>
        <source>Gold medal</source>
        <translation>Guld</translation>
    </message>
    <message>
        <source>Silver medal</source>
        <translation>Silver</translation>
    </message>
    <message>
        <source>Bronze medal</source>
        <translation>Brons</translation>
    </message>
    <message>
        <source>(no medal)</source>
        <translation>(ingen medalj)</translation>
    </message>
    <message>
        <source>{medal}, {team}, {needed} of {segments} segments needed: {players}</source>
        <translation>{medal}, {team}, {needed} av {segments} segment krävs: {players}</translation>
    </message>
    <message>
        <source>SM Par Open semifinal seeding (S1)</source>
        <translation>Seedning av SM Par Open semifinal (S1)</translation>
    </message>
    <message>
        <source>Ranks in master points, mean handicap and mean ranking points; the sum orders the pairs, dealt as a snake: A 1-8-9-16, B 2-7-10-15, C 3-6-11-14, D 4-5-12-13.</source>
        <translation>Placering i mästarpoäng, medelhandicap och medelrankingpoäng; summan ordnar paren, som fördelas som en orm: A 1-8-9-16, B 2-7-10-15, C 3-6-11-14, D 4-5-12-13.</translation>
    </message>
    <message>
        <source>Group {group}</source>
        <translation>Grupp {group}</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>silver heat</source>
        <translation>silverkval</translation>
    </message>
    <message>
        <source>bronze heat</source>
        <translation>bronskval</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>Result list</source>
        <translation>Resultatlista</translation>
    </message>
    <message>
        <source>Master points in {kind}.</source>
        <translation>Mästarpoäng i {kind}.</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>silver</translation>
    </message>
    <message>
        <source>bronze</source>
        <translation>brons</translation>
    </message>
    <message>
        <source>From the club&apos;s result list (percentages only).</source>
        <translation>Från klubbens resultatlista (endast procent).</translation>
    </message>
    <message>
        <source>Percentages with one decimal, ranked with full precision; Neuberg&apos;s formula on boards with fewer results (PP5).</source>
        <translation>Procent med en decimal, rangordnat med full precision; Neubergs formel på brickor med färre resultat (PP5).</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Inga resultat än.</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>The file has no pairs championship or heat {id}.</source>
        <translation>Filen har inget parmästerskap eller parheat {id}.</translation>
    </message>
    <message>
        <source>Matchpoints per side with one decimal; a board with fewer results than the top is scored by Neuberg&apos;s formula (PP5).</source>
        <translation>Matchpoäng per sida med en decimal; en bricka med färre resultat än toppen räknas med Neubergs formel (PP5).</translation>
    </message>
    <message>
        <source>Board {board}, session {session} — top {top}</source>
        <translation>Bricka {board}, speltillfälle {session} — topp {top}</translation>
    </message>
    <message>
        <source>Neuberg (PP5): {results} results</source>
        <translation>Neuberg (PP5): {results} resultat</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stick</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Utspel</translation>
    </message>
    <message>
        <source>Score NS</source>
        <translation>Poäng NS</translation>
    </message>
    <message>
        <source>MP NS</source>
        <translation>MP NS</translation>
    </message>
    <message>
        <source>MP EW</source>
        <translation>MP ÖV</translation>
    </message>
    <message>
        <source>Result list for the federation</source>
        <translation>Resultatlista till förbundet</translation>
    </message>
    <message>
        <source>Every player with their member number (MID), as the federation asks for the pairs qualified.</source>
        <translation>Varje spelare med sitt medlemsnummer (MID), som förbundet begär för de kvalificerade paren.</translation>
    </message>
    <message>
        <source>The final&apos;s result</source>
        <translation>Finalens resultat</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Första spelare</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Andra spelare</translation>
    </message>
    <message>
        <source>Qualified for the final (PP1, PP3)</source>
        <translation>Kvalificerade till finalen (PP1, PP3)</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Travellers are printed for a heat of {event}.</source>
        <translation>Protokoll per bricka skrivs ut för ett heat i {event}.</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>DM</source>
        <translation>DM</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anm.</translation>
    </message>
    <message>
        <source>o.c.</source>
        <translation>u.t.</translation>
    </message>
    <message>
        <source>out of competition: {reason}</source>
        <translation>utom tävlan: {reason}</translation>
    </message>
    <message>
        <source>Mitchell: the NS and the EW pairs are ranked apart, each line a field of its own.</source>
        <translation>Mitchell: NS- och ÖV-paren rangordnas var för sig; varje riktning är ett eget fält.</translation>
    </message>
    <message>
        <source>NS field</source>
        <translation>NS-fältet</translation>
    </message>
    <message>
        <source>EW field</source>
        <translation>ÖV-fältet</translation>
    </message>
    <message>
        <source>Final places (PP1, PP3)</source>
        <translation>Finalplatser (PP1, PP3)</translation>
    </message>
    <message>
        <source>{places} places from the heats: P = pairs in the heat × places ÷ pairs in all heats.</source>
        <translation>{places} platser från kvalheaten: P = par i heatet × platser ÷ par i alla heat.</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platser</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Skäl</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>Places given up, in order: {pairs}</source>
        <translation>Avstådda platser, i ordning: {pairs}</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>Löpande ställning</translation>
    </message>
    <message>
        <source>{heat}: after round {round}</source>
        <translation>{heat}: efter rond {round}</translation>
    </message>
    <message>
        <source>{heat}: after round {round} (session {session}, round {session_round})</source>
        <translation>{heat}: efter rond {round} (spelomgång {session}, rond {session_round})</translation>
    </message>
    <message>
        <source>Round %</source>
        <translation>Rond %</translation>
    </message>
    <message>
        <source>Mitchell: the NS and the EW pairs are ranked apart, each line a field of its own with its own plaques.</source>
        <translation>Mitchell: NS-paren och ÖV-paren rangordnas var för sig, varje linje ett eget fält med egna plaketter.</translation>
    </message>
    <message>
        <source>Final result list</source>
        <translation>Slutresultat</translation>
    </message>
    <message>
        <source>Plaque places: pairs still equal after boards won share the higher place (M5).</source>
        <translation>Plakettplaceringar: par som fortfarande är lika efter vunna brickor delar den högre placeringen (M5).</translation>
    </message>
    <message>
        <source>Plaques and bonus (M5)</source>
        <translation>Plaketter och bonus (M5)</translation>
    </message>
    <message>
        <source>Bonus silver points per player; bonus, title and plaque only when both players represent a club of the district.</source>
        <translation>Bonus i silverpoäng per spelare; bonus, titel och plakett endast när båda spelarna representerar en klubb i distriktet.</translation>
    </message>
    <message>
        <source>No pair has a place yet.</source>
        <translation>Inget par har en placering än.</translation>
    </message>
    <message>
        <source>Bonus per player</source>
        <translation>Bonus per spelare</translation>
    </message>
    <message>
        <source>NS: </source>
        <translation>NS: </translation>
    </message>
    <message>
        <source>EW: </source>
        <translation>ÖV: </translation>
    </message>
    <message>
        <source>The file has no pairs championship {event}.</source>
        <translation>Filen har inget parmästerskap {event}.</translation>
    </message>
    <message>
        <source>Give one of the heats of {event} with --heat: {heats}.</source>
        <translation>Ange ett av heaten i {event} med --heat: {heats}.</translation>
    </message>
    <message>
        <source>{event} has no final yet; give a heat.</source>
        <translation>{event} har ingen final än; ange ett heat.</translation>
    </message>
    <message>
        <source>Unknown list {kind}; choose one of {kinds}.</source>
        <translation>Okänd lista {kind}; välj en av {kinds}.</translation>
    </message>
    <message>
        <source>MP rank</source>
        <translation>MP-plac</translation>
    </message>
    <message>
        <source>Hcp rank</source>
        <translation>Hcp-plac</translation>
    </message>
    <message>
        <source>Ranking rank</source>
        <translation>Ranking-plac</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Loser</source>
        <translation>Förlorare</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation>IMP-kvot</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Inbördes möte</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>after the results entered so far</source>
        <translation>efter hittills inmatade resultat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>IMP won</source>
        <translation>IMP vunna</translation>
    </message>
    <message>
        <source>IMP lost</source>
        <translation>IMP förlorade</translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation>Straff-VP</translation>
    </message>
    <message>
        <source>Decided by (H8)</source>
        <translation>Avgjort genom (H8)</translation>
    </message>
    <message>
        <source>Lot to be drawn</source>
        <translation>Lottning återstår</translation>
    </message>
    <message>
        <source>Penalties (P6)</source>
        <translation>Straff (P6)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivering</translation>
    </message>
    <message>
        <source>IMP quotient = IMPs won ÷ IMPs lost. &quot;Decided by&quot; names what separates a team from the next one (H8).</source>
        <translation>IMP-kvot = vunna IMP ÷ förlorade IMP. ”Avgjort genom” anger vad som skiljer ett lag från nästa (H8).</translation>
    </message>
    <message>
        <source>{mark} Includes a provisional walkover value, final when the series has ended (W2).</source>
        <translation>{mark} Innehåller ett preliminärt W.O.-värde, slutligt när serien är slut (W2).</translation>
    </message>
    <message>
        <source>{mark} Excluded: all results struck (W5, P4, P5).</source>
        <translation>{mark} Uteslutet: alla resultat strukna (W5, P4, P5).</translation>
    </message>
    <message>
        <source>Teams tied after every criterion: the TD draws a lot (H8).</source>
        <translation>Lag som är lika efter alla kriterier: TL drar lott (H8).</translation>
    </message>
    <message>
        <source>Plaques and bonus (M3)</source>
        <translation>Plaketter och bonus (M3)</translation>
    </message>
    <message>
        <source>Provisional: the final is not finished.</source>
        <translation>Preliminärt: finalen är inte färdigspelad.</translation>
    </message>
    <message>
        <source>Bonus, plaque and title only when every team member represents a club in {district}, and only to players with at least a third of the halves of the final.</source>
        <translation>Bonus, plakett och titel endast om samtliga lagmedlemmar representerar klubb inom {district}, och endast till spelare som spelat minst en tredjedel av finalens halvlekar.</translation>
    </message>
    <message>
        <source>S p.11: the final must have at least 60 boards and the player at least 30 % of them.</source>
        <translation>SM-bestämmelserna (S p.11): finalen ska omfatta minst 60 brickor och spelaren ha spelat minst 30 % av dem.</translation>
    </message>
    <message>
        <source>No team has a place yet.</source>
        <translation>Inget lag har någon placering ännu.</translation>
    </message>
    <message>
        <source>{rank}. {team}</source>
        <translation>{rank}. {team}</translation>
    </message>
    <message>
        <source>Halves of the final: {halves}</source>
        <translation>Finalens halvlekar: {halves}</translation>
    </message>
    <message>
        <source>The place awaits a lot (H8).</source>
        <translation>Placeringen avgörs genom lottning (H8).</translation>
    </message>
    <message>
        <source>Players from clubs outside the district: {names}</source>
        <translation>Spelare från klubbar utanför distriktet: {names}</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Plaque</source>
        <translation>Plakett</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Varför inte</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spelschema</translation>
    </message>
    <message>
        <source>The stage has no schedule yet.</source>
        <translation>Etappen har inget spelschema ännu.</translation>
    </message>
    <message>
        <source>The home team is named first (H6).</source>
        <translation>Hemmalaget står först (H6).</translation>
    </message>
    <message>
        <source>{mark} played on another date than its round</source>
        <translation>{mark} spelad ett annat datum än rondens</translation>
    </message>
    <message>
        <source>Team × round</source>
        <translation>Lag × rond</translation>
    </message>
    <message>
        <source>(H) home, (A) away, — bye.</source>
        <translation>(H) hemma, (B) borta, — frirond.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>bye (H7)</source>
        <translation>frirond (H7)</translation>
    </message>
    <message>
        <source>R{number}</source>
        <translation>R{number}</translation>
    </message>
    <message>
        <source>There is no match to report in this stage.</source>
        <translation>Det finns ingen match att rapportera i denna etapp.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Rond {round}</translation>
    </message>
    <message>
        <source>Result report for the federation (Spader)</source>
        <translation>Resultatrapport till förbundet (Spader)</translation>
    </message>
    <message>
        <source>Type the fields into the report form from top to bottom.</source>
        <translation>Skriv in fälten i rapportformuläret uppifrån och ned.</translation>
    </message>
    <message>
        <source>Round {round}: {home} – {away}</source>
        <translation>Rond {round}: {home} – {away}</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Fält</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Värde</translation>
    </message>
    <message>
        <source>Result report (Spader)</source>
        <translation>Resultatrapport (Spader)</translation>
    </message>
    <message>
        <source>Home team</source>
        <translation>Hemmalag</translation>
    </message>
    <message>
        <source>Away team</source>
        <translation>Bortalag</translation>
    </message>
    <message>
        <source>IMP half {half}, home</source>
        <translation>IMP halvlek {half}, hemma</translation>
    </message>
    <message>
        <source>IMP half {half}, away</source>
        <translation>IMP halvlek {half}, borta</translation>
    </message>
    <message>
        <source>IMP home</source>
        <translation>IMP hemma</translation>
    </message>
    <message>
        <source>IMP away</source>
        <translation>IMP borta</translation>
    </message>
    <message>
        <source>VP home</source>
        <translation>VP hemma</translation>
    </message>
    <message>
        <source>VP away</source>
        <translation>VP borta</translation>
    </message>
    <message>
        <source>Half {half}, {team}, player {seat}</source>
        <translation>Halvlek {half}, {team}, spelare {seat}</translation>
    </message>
    <message>
        <source>{team}, player {seat}</source>
        <translation>{team}, spelare {seat}</translation>
    </message>
    <message>
        <source>name</source>
        <translation>namn</translation>
    </message>
    <message>
        <source>Only the first half is entered: report the half now, the match when it is over.</source>
        <translation>Bara första halvlek är inmatad: rapportera halvleken nu och matchen när den är klar.</translation>
    </message>
    <message>
        <source>No result entered yet.</source>
        <translation>Inget resultat inmatat ännu.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>EW</source>
        <translation>ÖV</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>NT</translation>
    </message>
    <message>
        <source>No double-dummy analysis.</source>
        <translation>Ingen dubbeldummyanalys.</translation>
    </message>
    <message>
        <source>passed out</source>
        <translation>passat</translation>
    </message>
    <message>
        <source>Par: {contracts}, {score} for NS</source>
        <translation>Par: {contracts}, {score} för NS</translation>
    </message>
    <message>
        <source>Board {board}</source>
        <translation>Bricka {board}</translation>
    </message>
    <message>
        <source>Dealer: {seat}</source>
        <translation>Giv: {seat}</translation>
    </message>
    <message>
        <source>Vulnerable: {who}</source>
        <translation>Zon: {who}</translation>
    </message>
    <message>
        <source>Hand records</source>
        <translation>Givsamling</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öppet</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>slutet</translation>
    </message>
    <message>
        <source>Dealer: {seat}, vulnerable: {who}</source>
        <translation>Giv: {seat}, zon: {who}</translation>
    </message>
    <message>
        <source>Venue</source>
        <translation>Spelort</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Rum</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>assigned</source>
        <translation>tilldelat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Öppet rum</translation>
    </message>
    <message>
        <source>Closed room</source>
        <translation>Slutet rum</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>Boards, half {half} ({first}–{last})</source>
        <translation>Brickor, halvlek {half} ({first}–{last})</translation>
    </message>
    <message>
        <source>Boards {first}–{last}</source>
        <translation>Brickor {first}–{last}</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>NS-poäng</translation>
    </message>
    <message>
        <source>IMPs across the field (NS)</source>
        <translation>IMP över fältet (NS)</translation>
    </message>
    <message>
        <source>{round}:{half}</source>
        <translation>{round}:{half}</translation>
    </message>
    <message>
        <source>Travellers</source>
        <translation>Protokoll per bricka</translation>
    </message>
    <message>
        <source>No board results yet.</source>
        <translation>Inga brickresultat ännu.</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>IMPs must be a whole number of 0 or more; &apos;{text}&apos; is not.</source>
        <translation>IMP ska vara ett heltal, 0 eller mer; &apos;{text}&apos; är inte det.</translation>
    </message>
    <message>
        <source>{text} is far more IMPs than any match gives; check the number.</source>
        <translation>{text} är långt fler IMP än någon match ger; kontrollera talet.</translation>
    </message>
    <message>
        <source>{stage} plays 1 half; there is no half {half}.</source>
        <translation>{stage} spelas i 1 halvlek; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>{stage} plays {halves} halves; there is no half {half}.</source>
        <translation>{stage} spelas i {halves} halvlekar; det finns ingen halvlek {half}.</translation>
    </message>
    <message>
        <source>Enter the first half before the second.</source>
        <translation>Mata in första halvleken före den andra.</translation>
    </message>
    <message>
        <source>The match is ruled a walkover; remove the walkover to enter IMPs.</source>
        <translation>Matchen är dömd som W.O.; ta bort W.O. för att mata in IMP.</translation>
    </message>
    <message>
        <source>A margin of {margin} IMPs is more than twice the blitz margin ({blitz:.0f} IMPs) for {boards} boards. Is it right?</source>
        <translation>En skillnad på {margin} IMP är mer än dubbla blitzgränsen ({blitz:.0f} IMP) för {boards} brickor. Stämmer det?</translation>
    </message>
    <message>
        <source>There is no result for half {half} to remove.</source>
        <translation>Det finns inget resultat för halvlek {half} att ta bort.</translation>
    </message>
    <message>
        <source>There is no match {match}.</source>
        <translation>Det finns ingen match {match}.</translation>
    </message>
    <message>
        <source>Match {match}: team {team} is not in {stage}; correct the schedule first.</source>
        <translation>Match {match}: lag {team} ingår inte i {stage}; rätta spelschemat först.</translation>
    </message>
    <message>
        <source>{team} is excluded from this stage ({reason}); its results are struck and no result can be entered.</source>
        <translation>{team} är uteslutet ur denna etapp ({reason}); lagets resultat stryks och inget resultat kan matas in.</translation>
    </message>
</context>
<context>
    <name>ResultsMenus</name>
    <message>
        <source>Published {written} pages to {folder}</source>
        <translation>Publicerade {written} sidor till {folder}</translation>
    </message>
    <message>
        <source>The results site could not be written: {reason}</source>
        <translation>Resultatsidorna kunde inte skrivas: {reason}</translation>
    </message>
    <message>
        <source>Publish the site first (File → Publish → Publish…); then it can be shared.</source>
        <translation>Publicera sidorna först (Arkiv → Publicera → Publicera…); sedan kan de delas.</translation>
    </message>
    <message>
        <source>Port {port} cannot be used ({reason}); choose another.</source>
        <translation>Port {port} kan inte användas ({reason}); välj en annan.</translation>
    </message>
    <message>
        <source>Save the result report for Spader</source>
        <translation>Spara resultatrapporten för Spader</translation>
    </message>
    <message>
        <source>Workbooks (*.xlsx)</source>
        <translation>Arbetsböcker (*.xlsx)</translation>
    </message>
    <message>
        <source>The result report could not be saved</source>
        <translation>Resultatrapporten kunde inte sparas</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Sparade {path}</translation>
    </message>
    <message>
        <source>P&amp;ublish</source>
        <translation>P&amp;ublicera</translation>
    </message>
    <message>
        <source>&amp;Publish…</source>
        <translation>&amp;Publicera…</translation>
    </message>
    <message>
        <source>Publish &amp;automatically</source>
        <translation>Publicera &amp;automatiskt</translation>
    </message>
    <message>
        <source>&amp;Share in the local network…</source>
        <translation>&amp;Dela i lokalt nät…</translation>
    </message>
    <message>
        <source>&amp;Upload to a web host…</source>
        <translation>&amp;Ladda upp till webbhotell…</translation>
    </message>
    <message>
        <source>Share board results between &amp;venues…</source>
        <translation>Dela brickresultat mellan &amp;spelplatser…</translation>
    </message>
    <message>
        <source>&amp;Venue screen (projector)</source>
        <translation>&amp;Resultattavla (projektor)</translation>
    </message>
    <message>
        <source>Result report for &amp;Spader (xlsx)…</source>
        <translation>Resultatrapport för &amp;Spader (xlsx)…</translation>
    </message>
</context>
<context>
    <name>RoundEntryModel</name>
    <message>
        <source>W.O.</source>
        <translation>W.O.</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Klar</translation>
    </message>
    <message>
        <source>After half 1</source>
        <translation>Efter halvlek 1</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Ej påbörjad</translation>
    </message>
    <message>
        <source>{state}; no line-up: {teams}</source>
        <translation>{state}; ingen uppställning: {teams}</translation>
    </message>
    <message>
        <source>{team} has no line-up for half {half}: choose its four players below and save them.</source>
        <translation>{team} har ingen uppställning för halvlek {half}: välj lagets fyra spelare nedan och spara dem.</translation>
    </message>
    <message>
        <source>Struck: a team of this match is excluded, so the result counts for nobody.</source>
        <translation>Struken: ett lag i matchen är uteslutet, så resultatet räknas för ingen.</translation>
    </message>
    <message>
        <source>Walkover given by {team} (W2).</source>
        <translation>W.O. lämnad av {team} (W2).</translation>
    </message>
    <message>
        <source>Typed, not saved yet: type the other team&apos;s IMPs of the half too.</source>
        <translation>Inskrivet men ännu inte sparat: skriv även det andra lagets IMP för halvleken.</translation>
    </message>
    <message>
        <source>IMP home</source>
        <translation>IMP hemma</translation>
    </message>
    <message>
        <source>IMP away</source>
        <translation>IMP borta</translation>
    </message>
    <message>
        <source>Half {half}
home</source>
        <translation>Halvlek {half}
hemma</translation>
    </message>
    <message>
        <source>Half {half}
away</source>
        <translation>Halvlek {half}
borta</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>VP home</source>
        <translation>VP hemma</translation>
    </message>
    <message>
        <source>VP
home</source>
        <translation>VP
hemma</translation>
    </message>
    <message>
        <source>VP away</source>
        <translation>VP borta</translation>
    </message>
    <message>
        <source>VP
away</source>
        <translation>VP
borta</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>RoundEntryView</name>
    <message>
        <source>B&amp;oards…</source>
        <translation>Bri&amp;ckor…</translation>
    </message>
    <message>
        <source>The selected match board by board (traveller grid)</source>
        <translation>Den valda matchen bricka för bricka (protokoll per bricka)</translation>
    </message>
    <message>
        <source>Check the result</source>
        <translation>Kontrollera resultatet</translation>
    </message>
    <message>
        <source>{text} IMPs is too many; nothing was saved.</source>
        <translation>{text} IMP är för många; inget sparades.</translation>
    </message>
    <message>
        <source>IMPs are a whole number of 0 or more; “{text}” is not. Nothing was saved.</source>
        <translation>IMP är ett heltal, 0 eller mer; ”{text}” är inte det. Inget sparades.</translation>
    </message>
    <message>
        <source>Result {home}{dash}{away}, half {half}: {home_imps}{dash}{away_imps}</source>
        <translation>Resultat {home}{dash}{away}, halvlek {half}: {home_imps}{dash}{away_imps}</translation>
    </message>
    <message>
        <source>Not saved: {match}, half {half} is still as before.</source>
        <translation>Ej sparat: {match}, halvlek {half} är som förut.</translation>
    </message>
    <message>
        <source>Remove the result of {match}, half {half} ({home}{dash}{away})?</source>
        <translation>Ta bort resultatet för {match}, halvlek {half} ({home}{dash}{away})?</translation>
    </message>
    <message>
        <source>Remove result {match}, half {half}</source>
        <translation>Ta bort resultat {match}, halvlek {half}</translation>
    </message>
    <message>
        <source>P2: {home}{dash}{away}, half {half}, table {table} ended {minutes} min late and has no slow-play ruling yet: F6 on the match rules it.</source>
        <translation>P2: {home}{dash}{away}, halvlek {half}, bord {table} slutade {minutes} min för sent och har ännu inget domslut för långsamt spel: F6 på matchen dömer.</translation>
    </message>
    <message>
        <source>Bye: {team}</source>
        <translation>Frirond: {team}</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>{name} ({mid}) already plays for team {team}</source>
        <translation>{name} ({mid}) spelar redan för lag {team}</translation>
    </message>
    <message>
        <source>{name} ({mid}) has not paid the membership fee; if fielded, an unauthorised player (P3)</source>
        <translation>{name} ({mid}) har inte betalt medlemsavgiften; sätts spelaren in är det otillåten reserv (P3)</translation>
    </message>
    <message>
        <source>All {count} players are juniors: a junior team</source>
        <translation>Alla {count} spelare är juniorer: ett juniorlag</translation>
    </message>
    <message>
        <source>All {count} players are veterans: a veteran team</source>
        <translation>Alla {count} spelare är veteraner: ett veteranlag</translation>
    </message>
    <message>
        <source>The team has {count} players; at least {minimum} are required</source>
        <translation>Laget har {count} spelare; minst {minimum} krävs</translation>
    </message>
    <message>
        <source>The team has {count} players; never more than {maximum}</source>
        <translation>Laget har {count} spelare; aldrig fler än {maximum}</translation>
    </message>
    <message>
        <source>{name} ({mid}) is player number {position} by dispensation, not allowed in the SM Lag semifinal or final</source>
        <translation>{name} ({mid}) är spelare nummer {position} genom dispens och får inte spela i SM Lag Semifinal eller Final</translation>
    </message>
    <message>
        <source>{name} ({mid}) is player number {position}; a 7th or 8th player needs the committee&apos;s dispensation</source>
        <translation>{name} ({mid}) är spelare nummer {position}; en sjunde eller åttonde spelare kräver dispens från TK</translation>
    </message>
    <message>
        <source>{players} represent clubs outside {district}: the team plays only for SM places (no DM title, DM plaques or DM bonus)</source>
        <translation>{players} representerar klubbar utanför {district}: laget spelar endast om SM-platser (ingen DM-titel, inga DM-plaketter eller DM-bonus)</translation>
    </message>
    <message>
        <source>{home} players from {district} but {count} from {other}: the team needs the committee&apos;s dispensation to qualify here</source>
        <translation>{home} spelare från {district} men {count} från {other}: laget behöver dispens från TK för att kvalspela här</translation>
    </message>
    <message>
        <source>{name} ({mid}) is listed more than once</source>
        <translation>{name} ({mid}) står med mer än en gång</translation>
    </message>
    <message>
        <source>The line-up has {count} players; exactly {required} play each half</source>
        <translation>Uppställningen har {count} spelare; exakt {required} spelar varje halvlek</translation>
    </message>
    <message>
        <source>{name} ({mid}) is in the line-up more than once</source>
        <translation>{name} ({mid}) står mer än en gång i uppställningen</translation>
    </message>
    <message>
        <source>Player {mid} is not on the team&apos;s list; register name, club and membership first</source>
        <translation>Spelare {mid} finns inte i lagets spelarlista; registrera namn, klubb och medlemskap först</translation>
    </message>
    <message>
        <source>{name} ({mid}) would be member number {position}; a team never has more than {maximum}</source>
        <translation>{name} ({mid}) skulle bli lagmedlem nummer {position}; ett lag har aldrig fler än {maximum}</translation>
    </message>
    <message>
        <source>{name} ({mid}) is member number {position} without the committee&apos;s dispensation: an unauthorised player (P3)</source>
        <translation>{name} ({mid}) är lagmedlem nummer {position} utan dispens från TK: otillåten reserv (P3)</translation>
    </message>
    <message>
        <source>{name} ({mid}) has not paid the membership fee: an unauthorised player (P3)</source>
        <translation>{name} ({mid}) har inte betalt medlemsavgiften: otillåten reserv (P3)</translation>
    </message>
    <message>
        <source>{boards} boards: {hours} h {minutes} min</source>
        <translation>{boards} brickor: {hours} h {minutes} min</translation>
    </message>
    <message>
        <source>The heat has {count} teams; at least {minimum} are needed before a schedule is made</source>
        <translation>Kvalheatet har {count} lag; minst {minimum} behövs innan ett spelschema kan göras</translation>
    </message>
    <message>
        <source>{boards} boards per match is not allowed; a match has {minimum}-{maximum} boards</source>
        <translation>{boards} brickor per match är inte tillåtet; en match omfattar {minimum}-{maximum} brickor</translation>
    </message>
    <message>
        <source>Each team plays {matches} matches × {boards} boards = {total} boards; at least {minimum} are required</source>
        <translation>Varje lag spelar {matches} matcher × {boards} brickor = {total} brickor; minst {minimum} krävs</translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in one session without half-time, not in {halves}</source>
        <translation>En match på {boards} brickor spelas i en halvlek utan halvtidsbyte, inte i {halves}</translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in two halves with a half-time change, not in {halves}</source>
        <translation>En match på {boards} brickor spelas i två halvlekar med halvtidsbyte, inte i {halves}</translation>
    </message>
    <message>
        <source>A match of {boards} boards is played in one session or in two halves, not in {halves}</source>
        <translation>En match på {boards} brickor spelas i en eller två halvlekar, inte i {halves}</translation>
    </message>
    <message>
        <source>Place {rank}: the bonus goes to places 1-{places} only</source>
        <translation>Placering {rank}: bonus ges endast till placering 1-{places}</translation>
    </message>
    <message>
        <source>Not every team member represents a club in the district: no bonus, plaque or title</source>
        <translation>Alla lagmedlemmar representerar inte klubb inom distriktet: ingen bonus, plakett eller titel</translation>
    </message>
    <message>
        <source>Played {halves} of {total_halves} halves of the final; at least {needed} are needed</source>
        <translation>Spelade {halves} av finalens {total_halves} halvlekar; minst {needed} krävs</translation>
    </message>
    <message>
        <source>The final had {boards} boards; the bonus needs at least {needed}</source>
        <translation>Finalen omfattade {boards} brickor; för bonus krävs minst {needed}</translation>
    </message>
    <message>
        <source>Played {boards} of {final_boards} boards of the final; at least {percent} % are needed</source>
        <translation>Spelade {boards} av finalens {final_boards} brickor; minst {percent} % krävs</translation>
    </message>
    <message>
        <source>Not late: no penalty</source>
        <translation>Inte försenat: inget straff</translation>
    </message>
    <message>
        <source>{minutes} min late: 1 started {period_minutes}-minute period → {vp} VP</source>
        <translation>{minutes} min sent: 1 påbörjad {period_minutes}-minutersperiod → {vp} VP</translation>
    </message>
    <message>
        <source>{minutes} minutes late: {periods} started {period_minutes}-minute periods → {vp} VP</source>
        <translation>{minutes} minuter sent: {periods} påbörjade {period_minutes}-minutersperioder → {vp} VP</translation>
    </message>
    <message>
        <source>{minutes} minutes late, more than {max_minutes}: the opponents need not wait; if the match is played, the committee rules any correction</source>
        <translation>{minutes} minuter sent, mer än {max_minutes}: motståndarna behöver inte vänta; spelas matchen ändå beslutar TK om eventuell korrigering</translation>
    </message>
    <message>
        <source>No time overrun: no penalty</source>
        <translation>Inget tidsöverdrag: inget straff</translation>
    </message>
    <message>
        <source>{minutes} minutes over time at the table (over {over} up to {up_to}): {table_vp} VP per table × share {share} → {vp} VP</source>
        <translation>{minutes} minuters tidsöverdrag vid bordet (över {over} upp till {up_to}): {table_vp} VP per bord × andel {share} → {vp} VP</translation>
    </message>
    <message>
        <source>{minutes} minutes over time, more than {max_minutes}: the committee rules and may rule the match lost</source>
        <translation>{minutes} minuters tidsöverdrag, mer än {max_minutes}: TK beslutar och kan döma matchen som förlorad</translation>
    </message>
    <message>
        <source>Unauthorised player in {matches} matches × {per_match} VP → {vp} VP</source>
        <translation>Otillåten reserv i {matches} matcher × {per_match} VP → {vp} VP</translation>
    </message>
    <message>
        <source>Unauthorised player in 1 match × {per_match} VP → {vp} VP</source>
        <translation>Otillåten reserv i 1 match × {per_match} VP → {vp} VP</translation>
    </message>
    <message>
        <source>Committee correction {vp} VP: {reason}</source>
        <translation>Korrigering av TK {vp} VP: {reason}</translation>
    </message>
    <message>
        <source>{player} has already played for {other_team} this season: the team is disqualified and its results are struck</source>
        <translation>{player} har redan spelat för {other_team} denna säsong: laget diskvalificeras och dess resultat stryks</translation>
    </message>
    <message>
        <source>A VP correction must be a number with at most two decimals, got {vp}</source>
        <translation>En VP-korrigering ska vara ett tal med högst två decimaler, inte {vp}</translation>
    </message>
    <message>
        <source>A committee correction needs a reason</source>
        <translation>En korrigering av TK måste ha en motivering</translation>
    </message>
    <message>
        <source>Team {team} is paired with itself in round {round}</source>
        <translation>Lag {team} möter sig självt i rond {round}</translation>
    </message>
    <message>
        <source>Team {team} appears {count} times in round {round}</source>
        <translation>Lag {team} förekommer {count} gånger i rond {round}</translation>
    </message>
    <message>
        <source>Teams {first} and {second} meet {count} times; all meet all once</source>
        <translation>Lag {first} och {second} möts {count} gånger; alla ska mötas en gång</translation>
    </message>
    <message>
        <source>Teams {first} and {second} never meet; all meet all once</source>
        <translation>Lag {first} och {second} möts aldrig; alla ska mötas en gång</translation>
    </message>
    <message>
        <source>Team {team} has {home} home and {away} away matches; H1 asks for at most one apart unless swapped under H6</source>
        <translation>Lag {team} har {home} hemma- och {away} bortamatcher; H1 kräver högst en i skillnad om inte hemma och borta bytts enligt H6</translation>
    </message>
    <message>
        <source>Team {team} in round {round} is not in this heat</source>
        <translation>Lag {team} i rond {round} ingår inte i detta kvalheat</translation>
    </message>
    <message>
        <source>Walkover ({scale} scale): the team giving it gets 0.00 VP, IMPs 0–{loser_imps}; the other team gets {vp} VP, IMPs {winner_imps}–0</source>
        <translation>W.O. ({scale}-skalan): laget som lämnar W.O. får 0,00 VP, IMP 0–{loser_imps}; det andra laget får {vp} VP, IMP {winner_imps}–0</translation>
    </message>
    <message>
        <source>Best of three: its own average {own_average} VP in its other matches, rounded up (minimum {minimum}, opponents&apos; average {opponents_average})</source>
        <translation>Bästa av tre: eget snitt {own_average} VP i övriga matcher, avrundat uppåt (minimum {minimum}, motståndarnas snitt {opponents_average})</translation>
    </message>
    <message>
        <source>Best of three: the minimum {minimum} VP (own average {own_average}, opponents&apos; average {opponents_average})</source>
        <translation>Bästa av tre: minimum {minimum} VP (eget snitt {own_average}, motståndarnas snitt {opponents_average})</translation>
    </message>
    <message>
        <source>Best of three: the average {opponents_average} VP that the teams that met the walkover team scored against it, rounded up (own average {own_average}, minimum {minimum})</source>
        <translation>Bästa av tre: snittet {opponents_average} VP som lagen som mött laget som lämnade W.O. fått mot det, avrundat uppåt (eget snitt {own_average}, minimum {minimum})</translation>
    </message>
    <message>
        <source>Provisional: the averages are computed on the results so far and are final when the series has ended</source>
        <translation>Preliminärt: snitten beräknas på resultaten hittills och blir slutliga när serien är slut</translation>
    </message>
    <message>
        <source>The old WBF 25-0 scale is not built in: the IMP result for {vp} VP must be entered by hand</source>
        <translation>Den gamla WBF-skalan 25-0 är inte inbyggd: IMP-resultatet för {vp} VP måste matas in för hand</translation>
    </message>
    <message>
        <source>whole part of the quotient {quotient}</source>
        <translation>heltalsdelen av jämförelsetalet {quotient}</translation>
    </message>
    <message>
        <source>whole part of the quotient {quotient}, recomputed over the other heats after the minimum places of heats {heats}</source>
        <translation>heltalsdelen av jämförelsetalet {quotient}, omräknat för övriga kvalheat efter minimiplatserna för kvalheat {heats}</translation>
    </message>
    <message>
        <source>minimum one place (quotient {quotient})</source>
        <translation>minst en plats (jämförelsetal {quotient})</translation>
    </message>
    <message>
        <source>largest decimals ({decimals})</source>
        <translation>största decimaler ({decimals})</translation>
    </message>
    <message>
        <source>tie on decimals ({decimals}) decided by average VP {value} vs {other}</source>
        <translation>lika decimaler ({decimals}), avgjort på VP-snitt {value} mot {other}</translation>
    </message>
    <message>
        <source>tie on decimals ({decimals}) and average VP decided by IMP quotient {value} vs {other}</source>
        <translation>lika decimaler ({decimals}) och VP-snitt, avgjort på IMP-kvot {value} mot {other}</translation>
    </message>
    <message>
        <source>best third-placed team by average VP {value} vs {other}</source>
        <translation>bästa trea på VP-snitt {value} mot {other}</translation>
    </message>
    <message>
        <source>best third-placed team, equal average VP, by IMP quotient {value} vs {other}</source>
        <translation>bästa trea, lika VP-snitt, avgjort på IMP-kvot {value} mot {other}</translation>
    </message>
    <message>
        <source>The minimum places of heats {heats} outnumber the places left after the whole parts: the other heats share the remaining places, recomputed over their teams</source>
        <translation>Minimiplatserna för kvalheat {heats} är fler än de platser som återstår efter heltalsdelarna: övriga kvalheat delar på de återstående platserna, omräknat på deras lag</translation>
    </message>
    <message>
        <source>Heats {heats} tie on decimals ({decimals}), places at stake: {places}; the average VP (bye VP removed) and IMP quotient of the next team of heats {missing} are needed</source>
        <translation>Kvalheat {heats} har lika decimaler ({decimals}), platser det gäller: {places}; VP-snitt (VP för frirond borträknade) och IMP-kvot för nästa lag i kvalheat {missing} behövs</translation>
    </message>
    <message>
        <source>Heats {undecided} tie on decimals ({decimals}), average VP and IMP quotient, places at stake: {undecided_places}; the committee decides</source>
        <translation>Kvalheat {undecided} har lika decimaler ({decimals}), VP-snitt och IMP-kvot, platser det gäller: {undecided_places}; TK beslutar</translation>
    </message>
    <message>
        <source>{teams} tie on average VP and IMP quotient, final places at stake: {places}; the committee decides</source>
        <translation>{teams} har lika VP-snitt och IMP-kvot, finalplatser det gäller: {places}; TK beslutar</translation>
    </message>
    <message>
        <source>The best {places} third-placed teams need the average VP (bye VP removed) and IMP quotient of {teams}</source>
        <translation>För de {places} bästa treorna behövs VP-snitt (VP för frirond borträknade) och IMP-kvot för {teams}</translation>
    </message>
    <message>
        <source>{team} is the next team of semifinal {semifinal}</source>
        <translation>{team} är nästa lag i semifinal {semifinal}</translation>
    </message>
    <message>
        <source>no team of semifinal {semifinal} is left: the final plays with fewer teams</source>
        <translation>inget lag i semifinal {semifinal} återstår: finalen spelas med färre lag</translation>
    </message>
    <message>
        <source>A venue may deviate from the central timetable by at most {limit} minutes, not {offset}</source>
        <translation>En spelplats får avvika från det centrala tidsschemat med högst {limit} minuter, inte {offset}</translation>
    </message>
    <message>
        <source>Round {round} half {half} starts at {start} instead of {planned}: more than {limit} minutes off</source>
        <translation>Rond {round} halvlek {half} startar {start} i stället för {planned}: mer än {limit} minuters avvikelse</translation>
    </message>
    <message>
        <source>A semifinal half is set to {minutes} minutes, but {boards} boards take {h4} minutes by H4</source>
        <translation>En halvlek i semifinalen är satt till {minutes} minuter, men {boards} brickor tar {h4} minuter enligt H4</translation>
    </message>
    <message>
        <source>Round {round} half {half} lasts {slot_minutes} minutes instead of {minutes}</source>
        <translation>Rond {round} halvlek {half} varar {slot_minutes} minuter i stället för {minutes}</translation>
    </message>
    <message>
        <source>T1: whole part of P = {quotient}</source>
        <translation>T1: heltalsdelen av P = {quotient}</translation>
    </message>
    <message>
        <source>T2: largest decimals ({decimals})</source>
        <translation>T2: största decimaler ({decimals})</translation>
    </message>
    <message>
        <source>T3: equal decimals ({decimals}) decided by the percentage of the pair placed {place}: {value} vs {other}</source>
        <translation>T3: lika decimaler ({decimals}), avgjort på procentresultatet för paret på placering {place}: {value} mot {other}</translation>
    </message>
    <message>
        <source>T3: heats {heats} tie on decimals ({decimals}), places at stake: {places}; the percentage of the next pair (place I+1) is needed for heats {missing}</source>
        <translation>T3: kvalheat {heats} har lika decimaler ({decimals}), platser det gäller: {places}; procentresultatet för nästa par (placering I+1) behövs för kvalheat {missing}</translation>
    </message>
    <message>
        <source>T3: the next pairs of heats {undecided} have equal percentages, places at stake: {undecided_places}; lot needed</source>
        <translation>T3: nästa par i kvalheat {undecided} har samma procentresultat, platser det gäller: {undecided_places}; lottning krävs</translation>
    </message>
    <message>
        <source>{team} is the next team of heat {heat}</source>
        <translation>{team} är nästa lag i kvalheat {heat}</translation>
    </message>
    <message>
        <source>every team of heat {previous} has been asked: heat {heat} is next in line for an extra place; ask {team}</source>
        <translation>alla lag i kvalheat {previous} har tillfrågats: kvalheat {heat} står på tur för en extra plats; fråga {team}</translation>
    </message>
    <message>
        <source>nobody else takes the place: {team}, who declined, may have it back</source>
        <translation>ingen annan tar platsen: {team}, som tackade nej, får tillbaka den</translation>
    </message>
    <message>
        <source>nobody takes {vacancies} places: the semifinal plays with fewer teams</source>
        <translation>ingen tar {vacancies} platser: semifinalen spelas med färre lag</translation>
    </message>
    <message>
        <source>nobody takes 1 place: the semifinal plays with fewer teams</source>
        <translation>ingen tar 1 plats: semifinalen spelas med färre lag</translation>
    </message>
    <message>
        <source>waiting for the answers of {teams}</source>
        <translation>väntar på svar från {teams}</translation>
    </message>
    <message>
        <source>every semifinal place is taken</source>
        <translation>alla semifinalplatser är besatta</translation>
    </message>
    <message>
        <source>Boards are numbered &apos;day&apos; (on through the day) or &apos;round&apos; (from 1 in every round), not &apos;{numbering}&apos;.</source>
        <translation>Brickorna numreras &apos;day&apos; (löpande under dagen) eller &apos;round&apos; (från 1 i varje rond), inte &apos;{numbering}&apos;.</translation>
    </message>
    <message>
        <source>Table {table} of round {round}: a table is the open or the closed room of a match 1, 2, …</source>
        <translation>Bord {table} i rond {round}: ett bord är öppet eller slutet rum i match 1, 2, …</translation>
    </message>
    <message>
        <source>{contract} needs a declarer (N, E, S or W).</source>
        <translation>{contract} behöver en spelförare (N, E, S eller W).</translation>
    </message>
    <message>
        <source>{contract} needs the tricks taken (0-13).</source>
        <translation>{contract} behöver antalet tagna stick (0-13).</translation>
    </message>
    <message>
        <source>An artificial adjusted score is 60, 50 or 40 % for each side (Law 12C2), not {ns}/{ew}.</source>
        <translation>Ett konstlat justerat resultat är 60, 50 eller 40 % för varje sida (lag 12C2), inte {ns}/{ew}.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a contract; write e.g. 4HX, 3NT, 6SXX or pass (levels 1-7, strains C D H S NT).</source>
        <translation>&apos;{text}&apos; är inget kontrakt; skriv t.ex. 4HX, 3NT, 6SXX eller pass (nivå 1-7, färger C D H S NT).</translation>
    </message>
    <message>
        <source>The declarer is N, E, S or W, not &apos;{text}&apos;.</source>
        <translation>Spelföraren är N, E, S eller W, inte &apos;{text}&apos;.</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a result; write =, +1, -2 or the tricks taken (0-13).</source>
        <translation>&apos;{text}&apos; är inget resultat; skriv =, +1, -2 eller antalet tagna stick (0-13).</translation>
    </message>
    <message>
        <source>{result} is impossible in {contract}: declarer would take {tricks} tricks, and there are 0 to 13.</source>
        <translation>{result} är omöjligt i {contract}: spelföraren skulle ta {tricks} stick, och det finns 0 till 13.</translation>
    </message>
    <message>
        <source>{contract} needs a result (=, +1, -2 or the tricks taken).</source>
        <translation>{contract} behöver ett resultat (=, +1, -2 eller antalet tagna stick).</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a card; write the lead as suit and rank, e.g. SK, H7, DT.</source>
        <translation>&apos;{text}&apos; är inget kort; skriv utspelet som färg och valör, t.ex. SK, H7, DT.</translation>
    </message>
    <message>
        <source>A match has from {low} to {high} boards, not {boards}</source>
        <translation>En match har {low} till {high} brickor, inte {boards}</translation>
    </message>
    <message>
        <source>{imps} IMPs cannot be won in {boards} boards (at most {bound}: 24 per board)</source>
        <translation>{imps} IMP kan inte vinnas på {boards} brickor (högst {bound}: 24 per bricka)</translation>
    </message>
    <message>
        <source>A committee ruling deducts from 0 to {high} VP with at most two decimals, not {vp}</source>
        <translation>Ett TK-beslut drar av 0 till {high} VP med högst två decimaler, inte {vp}</translation>
    </message>
    <message>
        <source>Bye VP are from 0 to 20 with at most two decimals, not {vp}</source>
        <translation>VP för frirond är 0 till 20 med högst två decimaler, inte {vp}</translation>
    </message>
    <message>
        <source>A fee is from 0 to {high} kr with at most two decimals, not {amount}</source>
        <translation>En avgift är 0 till {high} kr med högst två decimaler, inte {amount}</translation>
    </message>
    <message>
        <source>Minutes are whole started minutes from 1 to {high}, not {minutes}</source>
        <translation>Minuter anges som påbörjade hela minuter från 1 till {high}, inte {minutes}</translation>
    </message>
    <message>
        <source>{text} is not a number of minutes: write whole minutes (6), minutes and seconds (5:20) or decimal minutes (5,3); started minutes count, so 5 min 20 s is 6</source>
        <translation>{text} är inget antal minuter: skriv hela minuter (6), minuter och sekunder (5:20) eller minuter med decimaler (5,3); påbörjade minuter räknas, så 5 min 20 s är 6</translation>
    </message>
    <message>
        <source>The shares of the delay at one table add up to {total}; together they can be at most 1</source>
        <translation>Andelarna av förseningen vid ett bord blir tillsammans {total}; sammanlagt kan de vara högst 1</translation>
    </message>
    <message>
        <source>{mid} is not a member id (MID): write the member number&apos;s digits 0-9</source>
        <translation>{mid} är inget medlemsnummer (MID): skriv medlemsnumrets siffror 0-9</translation>
    </message>
    <message>
        <source>A name is at most {limit} characters; this one has {length}</source>
        <translation>Ett namn har högst {limit} tecken; detta har {length}</translation>
    </message>
    <message>
        <source>The name {name} holds a control character (such as NUL or a tab); type it again</source>
        <translation>Namnet {name} innehåller ett styrtecken (till exempel NUL eller en tabb); skriv det igen</translation>
    </message>
    <message>
        <source>The name {name} holds a broken character (half of a surrogate pair); type it again</source>
        <translation>Namnet {name} innehåller ett trasigt tecken (halva ett surrogatpar); skriv det igen</translation>
    </message>
    <message>
        <source>Board {board} is not played in the session: its boards are 1 to {boards}</source>
        <translation>Bricka {board} spelas inte i speltillfället: dess brickor är 1 till {boards}</translation>
    </message>
    <message>
        <source>Round {round} is not in the movement: the session has at most {rounds}</source>
        <translation>Rond {round} finns inte i rörelsen: speltillfället har högst {rounds}</translation>
    </message>
    <message>
        <source>Pair {pair} cannot play against itself</source>
        <translation>Par {pair} kan inte spela mot sig självt</translation>
    </message>
    <message>
        <source>A final has from 2 to {most_pairs} pairs and from 1 to {most_boards} boards, not {pairs} and {boards}</source>
        <translation>En final har från 2 till {most_pairs} par och från 1 till {most_boards} brickor, inte {pairs} och {boards}</translation>
    </message>
    <message>
        <source>A pair number is from 1 to {high}, not {number}</source>
        <translation>Ett parnummer är från 1 till {high}, inte {number}</translation>
    </message>
    <message>
        <source>{places} semifinal places cannot give each of the {heats} heats at least one place; give at least {heats}.</source>
        <translation>{places} semifinalplatser räcker inte till minst en plats för vart och ett av de {heats} kvalheaten; ange minst {heats}.</translation>
    </message>
    <message>
        <source>{places} semifinal places, but only {teams} teams in all heats; give at most {teams}.</source>
        <translation>{places} semifinalplatser, men bara {teams} lag i alla kvalheat; ange högst {teams}.</translation>
    </message>
    <message>
        <source>A session is numbered from 1 to {high}, not {number}</source>
        <translation>Ett speltillfälle numreras från 1 till {high}, inte {number}</translation>
    </message>
    <message>
        <source>The tag [Board &quot;{value}&quot;] holds no board number; write e.g. [Board &quot;7&quot;].</source>
        <translation>Taggen [Board &quot;{value}&quot;] innehåller inget bricknummer; skriv till exempel [Board &quot;7&quot;].</translation>
    </message>
    <message>
        <source>This is not a PBN file that can be read; save the boards again as PBN from the dealing program.</source>
        <translation>Det här är ingen PBN-fil som går att läsa; spara brickorna som PBN igen från givprogrammet.</translation>
    </message>
    <message>
        <source>The PBN file holds no deals.</source>
        <translation>PBN-filen innehåller inga givar.</translation>
    </message>
    <message>
        <source>The file is {size} bytes, far more than any deal file; choose the PBN or DUP file of the boards.</source>
        <translation>Filen är {size} byte, långt mer än någon givfil; välj brickornas PBN- eller DUP-fil.</translation>
    </message>
    <message>
        <source>Board {board} stands twice in the file.</source>
        <translation>Bricka {board} finns två gånger i filen.</translation>
    </message>
    <message>
        <source>{path} cannot be read: {reason}.</source>
        <translation>{path} kan inte läsas: {reason}.</translation>
    </message>
    <message>
        <source>{card} is not a card; write the suit and the rank, e.g. SK or H7.</source>
        <translation>{card} är inget kort; skriv färg och valör, t.ex. SK eller H7.</translation>
    </message>
    <message>
        <source>Board {board}: board numbers run from 1 to 100.</source>
        <translation>Bricka {board}: bricknumren går från 1 till 100.</translation>
    </message>
    <message>
        <source>Board {board}: {seat} holds {card}, which is not a card.</source>
        <translation>Bricka {board}: {seat} har {card}, som inte är något kort.</translation>
    </message>
    <message>
        <source>Board {board}: {seat} holds {card} twice.</source>
        <translation>Bricka {board}: {seat} har {card} två gånger.</translation>
    </message>
    <message>
        <source>Board {board}: {card} is dealt to both {first} and {second}.</source>
        <translation>Bricka {board}: {card} är given till både {first} och {second}.</translation>
    </message>
    <message>
        <source>Board {board}: {seat} holds {count} cards, not 13.</source>
        <translation>Bricka {board}: {seat} har {count} kort, inte 13.</translation>
    </message>
    <message>
        <source>Board {board}: &quot;{deal}&quot; is not a whole deal; PBN writes it as N:spades.hearts.diamonds.clubs for each of the four hands.</source>
        <translation>Bricka {board}: &quot;{deal}&quot; är ingen hel giv; PBN skriver den som N:spader.hjärter.ruter.klöver för var och en av de fyra händerna.</translation>
    </message>
    <message>
        <source>Board {board}: {seat} leads, but {seat} was not dealt {card}. Check the lead and the declarer.</source>
        <translation>Bricka {board}: {seat} spelar ut, men {seat} fick inte {card}. Kontrollera utspelet och spelföraren.</translation>
    </message>
    <message>
        <source>This is not a DUP deal file: its size ({size} bytes) is not a whole number of 156-byte boards.</source>
        <translation>Det här är ingen DUP-givfil: storleken ({size} byte) är inte ett helt antal brickor om 156 byte.</translation>
    </message>
    <message>
        <source>Board {board} of the DUP file: the cards are not written as numbers 01-52.</source>
        <translation>Bricka {board} i DUP-filen: korten är inte skrivna som talen 01–52.</translation>
    </message>
    <message>
        <source>Board {board} of the DUP file holds a card twice or a number outside 01-52.</source>
        <translation>Bricka {board} i DUP-filen har ett kort två gånger eller ett tal utanför 01–52.</translation>
    </message>
    <message>
        <source>There are no deals to write.</source>
        <translation>Det finns inga givar att skriva.</translation>
    </message>
    <message>
        <source>A DUP file holds consecutive boards; boards {first}-{last} have gaps.</source>
        <translation>En DUP-fil innehåller brickor i följd; brickorna {first}–{last} har luckor.</translation>
    </message>
    <message>
        <source>place {place} in {heat}</source>
        <translation>plats {place} i {heat}</translation>
    </message>
    <message>
        <source>T3: place {place} in {heat} with {percent} %</source>
        <translation>T3: plats {place} i {heat} med {percent} %</translation>
    </message>
    <message>
        <source>rule 1: replaces {replaces}, next in {heat} (place {place})</source>
        <translation>ersättningsregel 1: ersätter {replaces}, närmast på tur i {heat} (plats {place})</translation>
    </message>
    <message>
        <source>rule 2: replaces {replaces}, best without a place of {heats} ({percent} %)</source>
        <translation>ersättningsregel 2: ersätter {replaces}, bäst utan plats i {heats} ({percent} %)</translation>
    </message>
    <message>
        <source>no pair of {heat} is left to replace {replaces}; the place goes to the other heats</source>
        <translation>inget par i {heat} kvar som kan ersätta {replaces}; platsen går till övriga kvalheat</translation>
    </message>
    <message>
        <source>rule 2: {pairs} have equal percentages ({percent} %): lot needed</source>
        <translation>ersättningsregel 2: {pairs} har lika procent ({percent} %): lottning krävs</translation>
    </message>
    <message>
        <source>{pair} (place {place} in {heat}) is passed over: pairs from outside the district compete for at most {cap} of the heat&apos;s {places} places</source>
        <translation>{pair} (placering {place} i {heat}) hoppas över: par utanför distriktet spelar om högst {cap} av heatets {places} platser</translation>
    </message>
    <message>
        <source>Bronze points: a silver heat needs {pairs} pairs and one pair playing {boards} boards (here {had_pairs} pairs, at most {had_boards} boards)</source>
        <translation>Bronspoäng: ett silverkval kräver {pairs} par och att ett par spelar {boards} brickor (här {had_pairs} par, högst {had_boards} brickor)</translation>
    </message>
    <message>
        <source>A qualifying heat has at most {most} sessions, this one has {sessions}</source>
        <translation>Ett kvalheat har högst {most} speltillfällen, detta har {sessions}</translation>
    </message>
    <message>
        <source>Not a qualifying heat: a bronze heat needs {pairs} pairs playing for qualification and {boards} boards (here {had_pairs} pairs, {had_boards} boards)</source>
        <translation>Räknas inte som klubbkval: ett bronskval kräver {pairs} par som kvalspelar och {boards} brickor (här {had_pairs} par, {had_boards} brickor)</translation>
    </message>
    <message>
        <source>No bonus, title or plaque: both players must represent a club in the district</source>
        <translation>Ingen bonus, titel eller plakett: båda spelarna måste representera en klubb i distriktet</translation>
    </message>
    <message>
        <source>equal score with {others}, ahead on boards won among them ({value})</source>
        <translation>lika poäng med {others}, före på vunna brickor dem emellan ({value})</translation>
    </message>
    <message>
        <source>equal score with {others}, ahead on head-to-head ({value} %)</source>
        <translation>lika poäng med {others}, före på inbördes möte ({value} %)</translation>
    </message>
    <message>
        <source>equal score with {others}, placed by lot</source>
        <translation>lika poäng med {others}, placering genom lottning</translation>
    </message>
    <message>
        <source>{pairs} cannot be separated by boards won or head-to-head: lot needed</source>
        <translation>{pairs} kan inte särskiljas på vunna brickor eller inbördes möte: lottning krävs</translation>
    </message>
    <message>
        <source>a reserve may play for only one of the pair&apos;s players; in session {session} both would be replaced</source>
        <translation>en reserv får bara ersätta en av parets spelare; i speltillfälle {session} skulle båda ersättas</translation>
    </message>
    <message>
        <source>one ordinary player of the pair must play every session of the heat; {first} would miss session {first_missed} and {second} session {second_missed}</source>
        <translation>en ordinarie spelare i paret måste spela varje speltillfälle i heatet; {first} skulle missa speltillfälle {first_missed} och {second} speltillfälle {second_missed}</translation>
    </message>
    <message>
        <source>The silver table for {pairs} pairs is not in the regulation profile: places 2 and below get no figure until the federation&apos;s table is filled in or imported</source>
        <translation>Silvertabellen för {pairs} par finns inte i reglementsprofilen: plats 2 och nedåt får inga poäng förrän förbundets tabell har fyllts i eller importerats</translation>
    </message>
    <message>
        <source>The silver table for {pairs} pairs gives figures down to place {last}: places below get none</source>
        <translation>Silvertabellen för {pairs} par ger poäng ned till plats {last}: placeringarna därunder får inga</translation>
    </message>
    <message>
        <source>The winners&apos; figure needs the pairs they met, which a result list does not say: enter the board results</source>
        <translation>Vinnarnas poäng kräver vilka par de mött, vilket en resultatlista inte visar: mata in brickresultaten</translation>
    </message>
    <message>
        <source>Winners: {met} pairs met + ½ × {not_met} not met, rounded up, + 1 for the own pair = {points} silver points per player</source>
        <translation>Vinnarna: {met} mötta par + ½ × {not_met} ej mötta, avrundat uppåt, + 1 för det egna paret = {points} silverpoäng per spelare</translation>
    </message>
    <message>
        <source>Bronze points: this heat gives no silver points (PP4, M6)</source>
        <translation>Bronspoäng: kvalet ger inga silverpoäng (PP4, M6)</translation>
    </message>
    <message>
        <source>The board layout gives round {round}, half {half} no Bridgemate round; add one to the layout.</source>
        <translation>Bridgemate-uppställningen ger rond {round}, halvlek {half} ingen Bridgemate-rond; lägg till en i Bridgemate-uppställningen.</translation>
    </message>
    <message>
        <source>The board layout gives match {match} of round {round} no {room} table; add one to the layout.</source>
        <translation>Bridgemate-uppställningen ger match {match} i rond {round} inget bord för rummet {room}; lägg till ett i Bridgemate-uppställningen.</translation>
    </message>
    <message>
        <source>Bridgemate round {bm_round} seats two matches at table {table}; correct the board layout.</source>
        <translation>Bridgemate-rond {bm_round} placerar två matcher vid bord {table}; rätta Bridgemate-uppställningen.</translation>
    </message>
    <message>
        <source>A weighted score (Law 12C1(c)) is two or more results whose weights add up to 100 %, not {weights}.</source>
        <translation>Ett viktat resultat (lag 12C1(c)) är två eller fler resultat vars vikter tillsammans blir 100 %, inte {weights}.</translation>
    </message>
</context>
<context>
    <name>RulingDialog</name>
    <message>
        <source>The file is open read-only; nothing can be changed.</source>
        <translation>Filen är öppnad skrivskyddad; inget kan ändras.</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>the committee has ruled on it</source>
        <translation>TK har beslutat i frågan</translation>
    </message>
    <message>
        <source>{team} gave the walkover to {other}</source>
        <translation>{team} lämnade W.O. till {other}</translation>
    </message>
    <message>
        <source>struck: {team} is excluded from the stage</source>
        <translation>struken: {team} är uteslutet ur etappen</translation>
    </message>
    <message>
        <source>player {name} ({mid})</source>
        <translation>spelare {name} ({mid})</translation>
    </message>
    <message>
        <source>membership fee unpaid: it must reach the federation by {deadline} (first offence {first}), or the team is disqualified</source>
        <translation>medlemsavgiften obetald: den ska vara förbundet till handa senast {deadline} (första förseelsen {first}), annars diskvalificeras laget</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>Diskvalificerat</translation>
    </message>
    <message>
        <source>Excluded</source>
        <translation>Uteslutet</translation>
    </message>
    <message>
        <source>{kind} on {date}: {reason}. All {count} matches of the team in the stage are struck.</source>
        <translation>{kind} den {date}: {reason}. Lagets samtliga {count} matcher i etappen stryks.</translation>
    </message>
    <message>
        <source>Give the date of the committee&apos;s walkover ruling.</source>
        <translation>Ange datum för TK:s beslut om W.O.</translation>
    </message>
    <message>
        <source>{count} walkovers given in {stage}; more than {limit} excludes the team and strikes its results</source>
        <translation>{count} W.O. lämnade i {stage}; fler än {limit} innebär att laget utesluts och dess resultat stryks</translation>
    </message>
    <message>
        <source>Match {match} is not ruled a walkover.</source>
        <translation>Match {match} är inte dömd som W.O.</translation>
    </message>
    <message>
        <source>Match {match} is already ruled a walkover; remove that ruling first to change it.</source>
        <translation>Match {match} är redan dömd som W.O.; ta bort det domslutet först för att ändra det.</translation>
    </message>
    <message>
        <source>Match {match} has IMPs entered. A walkover match has no result: remove the IMPs in the result grid first, then rule the walkover.</source>
        <translation>Match {match} har inmatade IMP. En match med W.O. har inget resultat: ta först bort IMP i resultatinmatningen och döm sedan W.O.</translation>
    </message>
    <message>
        <source>{team} is excluded from {stage} ({reason}); its matches are struck and need no walkover ruling.</source>
        <translation>{team} är uteslutet ur {stage} ({reason}); lagets matcher stryks och behöver inget domslut om W.O.</translation>
    </message>
    <message>
        <source>A late arrival of {team} in match {match} is already recorded; change that ruling instead.</source>
        <translation>En sen ankomst för {team} i match {match} är redan registrerad; ändra det domslutet i stället.</translation>
    </message>
    <message>
        <source>Give at least one team a share of the delay.</source>
        <translation>Ge minst ett lag en andel av förseningen.</translation>
    </message>
    <message>
        <source>The shares of the delay add up to {total}; together they can be at most 1.</source>
        <translation>Andelarna av förseningen blir tillsammans {total}; sammanlagt får de vara högst 1.</translation>
    </message>
    <message>
        <source>The line-ups of match {match} do not show {mid} playing for {team}; enter the line-up first.</source>
        <translation>Enligt uppställningarna i match {match} har {mid} inte spelat för {team}; ange uppställningen först.</translation>
    </message>
    <message>
        <source>{mid} is already ruled an unauthorised player in match {match}.</source>
        <translation>{mid} är redan dömd som otillåten reserv i match {match}.</translation>
    </message>
    <message>
        <source>Match {match} is not in {stage}.</source>
        <translation>Match {match} ingår inte i {stage}.</translation>
    </message>
    <message>
        <source>Nothing to change: give the corrected minutes, share, VP or reason.</source>
        <translation>Inget att ändra: ange rättade minuter, andel, VP eller motivering.</translation>
    </message>
    <message>
        <source>A ruling of this kind ({kind}) has no {field} to change; remove it and rule again.</source>
        <translation>Ett domslut av detta slag ({kind}) har inget fält {field} att ändra; ta bort det och döm på nytt.</translation>
    </message>
    <message>
        <source>A share of 0 is no penalty; remove the ruling instead.</source>
        <translation>Andelen 0 ger inget straff; ta bort domslutet i stället.</translation>
    </message>
    <message>
        <source>Minutes must be a whole number of 0 or more; &apos;{value}&apos; is not.</source>
        <translation>Minuter ska vara ett heltal, 0 eller mer; &apos;{value}&apos; är inte det.</translation>
    </message>
    <message>
        <source>0 minutes is no delay: there is nothing to rule.</source>
        <translation>0 minuter är ingen försening: det finns inget att döma.</translation>
    </message>
    <message>
        <source>A share of the delay is a number from 0 to 1 (0.5 for half); &apos;{value}&apos; is not.</source>
        <translation>En andel av förseningen är ett tal från 0 till 1 (0,5 för hälften); &apos;{value}&apos; är inte det.</translation>
    </message>
    <message>
        <source>&apos;{vp}&apos; is not a number of VP.</source>
        <translation>&apos;{vp}&apos; är inget antal VP.</translation>
    </message>
    <message>
        <source>A committee ruling deducts VP (0 or more); to give VP back, change or remove the ruling that took them.</source>
        <translation>Ett TK-beslut drar av VP (0 eller mer); för att ge tillbaka VP, ändra eller ta bort domslutet som drog av dem.</translation>
    </message>
    <message>
        <source>Match {match} is ruled a walkover: nothing was played to penalise.</source>
        <translation>Match {match} är dömd som W.O.: inget har spelats som kan bestraffas.</translation>
    </message>
    <message>
        <source>There is no ruling {ruling}.</source>
        <translation>Det finns inget domslut {ruling}.</translation>
    </message>
    <message>
        <source>A team is excluded or disqualified, not &apos;{kind}&apos;.</source>
        <translation>Ett lag utesluts eller diskvalificeras, inte &apos;{kind}&apos;.</translation>
    </message>
    <message>
        <source>Give the reason for the exclusion (e.g. the rule and what happened).</source>
        <translation>Ange motiveringen för uteslutningen (t.ex. regeln och vad som hänt).</translation>
    </message>
    <message>
        <source>Give the date of the decision.</source>
        <translation>Ange datum för beslutet.</translation>
    </message>
    <message>
        <source>{team} is not excluded from {stage}.</source>
        <translation>{team} är inte uteslutet ur {stage}.</translation>
    </message>
    <message>
        <source>{team} is already excluded from {stage} ({reason}).</source>
        <translation>{team} är redan uteslutet ur {stage} ({reason}).</translation>
    </message>
    <message>
        <source>{room} is no table of a match: name the open or the closed room.</source>
        <translation>{room} är inget bord i en match: ange öppet eller slutet rum.</translation>
    </message>
    <message>
        <source>this table</source>
        <translation>det här bordet</translation>
    </message>
    <message>
        <source>the open room</source>
        <translation>öppet rum</translation>
    </message>
    <message>
        <source>the closed room</source>
        <translation>slutet rum</translation>
    </message>
    <message>
        <source>The shares of the delay at {table} of {match} would add up to {total}; together they can be at most 1. Correct the ruling already recorded there, or name the other table.</source>
        <translation>Andelarna av förseningen vid {table} i {match} skulle bli {total} tillsammans; de får vara högst 1. Ändra domslutet som redan finns där, eller ange det andra bordet.</translation>
    </message>
    <message>
        <source>{team} does not play {match}.</source>
        <translation>{team} spelar inte i matchen {match}.</translation>
    </message>
    <message>
        <source>Team {team} is not in {stage}.</source>
        <translation>Lag {team} ingår inte i {stage}.</translation>
    </message>
</context>
<context>
    <name>RulingsModel</name>
    <message>
        <source>Provisional</source>
        <translation>Preliminärt</translation>
    </message>
    <message>
        <source>Committee pending</source>
        <translation>TK-beslut väntar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>By</source>
        <translation>Av</translation>
    </message>
    <message>
        <source>When</source>
        <translation>När</translation>
    </message>
</context>
<context>
    <name>RulingsView</name>
    <message>
        <source>New &amp;late arrival…</source>
        <translation>Ny &amp;sen ankomst…</translation>
    </message>
    <message>
        <source>New &amp;slow play…</source>
        <translation>Nytt &amp;långsamt spel…</translation>
    </message>
    <message>
        <source>New &amp;unauthorised player…</source>
        <translation>Ny &amp;otillåten reserv…</translation>
    </message>
    <message>
        <source>New &amp;walkover…</source>
        <translation>Ny &amp;W.O.…</translation>
    </message>
    <message>
        <source>E&amp;xclude a team…</source>
        <translation>&amp;Uteslut ett lag…</translation>
    </message>
    <message>
        <source>New &amp;committee decision…</source>
        <translation>Nytt &amp;TK-beslut…</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Ändra…</translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation>Ta &amp;bort…</translation>
    </message>
    <message>
        <source>This ruling has nothing to correct: remove it and rule again.</source>
        <translation>Detta domslut har inget att rätta: ta bort det och döm på nytt.</translation>
    </message>
    <message>
        <source>Remove the ruling</source>
        <translation>Ta bort domslutet</translation>
    </message>
    <message>
        <source>Readmit {team}? Its results in this stage count again and every opponent gets back the VP it lost.</source>
        <translation>Återta {team} i tävlingen? Lagets resultat i denna etapp räknas igen och varje motståndare får tillbaka de VP den förlorade.</translation>
    </message>
    <message>
        <source>Readmitted: {team}</source>
        <translation>Återtaget: {team}</translation>
    </message>
    <message>
        <source>Remove the walkover {team} gave in round {round}? The match can then be played or entered; an exclusion W5 recorded for it goes too.</source>
        <translation>Ta bort W.O. som {team} lämnade i rond {round}? Matchen kan då spelas eller matas in; en uteslutning som W5 registrerade för den tas också bort.</translation>
    </message>
    <message>
        <source>Walkover removed: {team}</source>
        <translation>W.O. borttagen: {team}</translation>
    </message>
    <message>
        <source>Remove the ruling {rule} against {team} ({vp} VP)? The team gets the VP back.</source>
        <translation>Ta bort domslutet {rule} mot {team} ({vp} VP)? Laget får tillbaka sina VP.</translation>
    </message>
    <message>
        <source>Ruling removed: {rule} {team}</source>
        <translation>Domslut borttaget: {rule} {team}</translation>
    </message>
    <message>
        <source>Undo brings it back.</source>
        <translation>Ångra tar tillbaka det.</translation>
    </message>
</context>
<context>
    <name>SaveCopy</name>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (kopia)</translation>
    </message>
    <message>
        <source>Save a copy of the championship</source>
        <translation>Spara en kopia av mästerskapet</translation>
    </message>
    <message>
        <source>Tournament files (*{suffix})</source>
        <translation>Tävlingsfiler (*{suffix})</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Ersätta filen?</translation>
    </message>
    <message>
        <source>{path} already exists. Replace it with the copy?</source>
        <translation>{path} finns redan. Ersätta den med kopian?</translation>
    </message>
    <message>
        <source>The copy could not be saved</source>
        <translation>Kopian kunde inte sparas</translation>
    </message>
    <message>
        <source>Copy saved: {path}</source>
        <translation>Kopian sparad: {path}</translation>
    </message>
    <message>
        <source>Save a co&amp;py…</source>
        <translation>Spara en ko&amp;pia…</translation>
    </message>
    <message>
        <source>Write a complete copy of the open file, e.g. to a USB stick</source>
        <translation>Skriv en komplett kopia av den öppna filen, t.ex. till ett USB-minne</translation>
    </message>
</context>
<context>
    <name>Schedule</name>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>A</source>
        <translation>B</translation>
    </message>
    <message>
        <source>{name} already has a schedule.</source>
        <translation>{name} har redan ett spelschema.</translation>
    </message>
    <message>
        <source>{name} is paired round by round (S5); use Pair next round.</source>
        <translation>{name} lottas rond för rond (S5); använd Lotta nästa rond.</translation>
    </message>
    <message>
        <source>{name} has results; the schedule can no longer be removed.</source>
        <translation>{name} har resultat; spelschemat kan inte längre tas bort.</translation>
    </message>
    <message>
        <source>There is no round {number} in {stage}.</source>
        <translation>Det finns ingen rond {number} i {stage}.</translation>
    </message>
    <message>
        <source>&apos;{start}&apos; is not a time; write it as HH:MM.</source>
        <translation>&apos;{start}&apos; är ingen tid; skriv den som TT:MM.</translation>
    </message>
</context>
<context>
    <name>ScheduleView</name>
    <message>
        <source>Round {number}</source>
        <translation>Rond {number}</translation>
    </message>
    <message>
        <source>(moved)</source>
        <translation>(flyttad)</translation>
    </message>
    <message>
        <source>Schedule of {stage}</source>
        <translation>Spelschema för {stage}</translation>
    </message>
    <message>
        <source>Swap home and away: {home} – {away}</source>
        <translation>Byt hemma och borta: {home} – {away}</translation>
    </message>
    <message>
        <source>Date of round {number} in {stage}</source>
        <translation>Datum för rond {number} i {stage}</translation>
    </message>
    <message>
        <source>Move {home} – {away} to {date}</source>
        <translation>Flytta {home} – {away} till {date}</translation>
    </message>
    <message>
        <source>{home} – {away} back on its round&apos;s date</source>
        <translation>{home} – {away} tillbaka till rondens datum</translation>
    </message>
    <message>
        <source>&amp;First round:</source>
        <translation>&amp;Första ronden:</translation>
    </message>
    <message>
        <source>&amp;Days between rounds:</source>
        <translation>&amp;Dagar mellan ronderna:</translation>
    </message>
    <message>
        <source>&amp;Make schedule</source>
        <translation>&amp;Gör spelschema</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Teams × rounds</source>
        <translation>Lag × ronder</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>Bye</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>&amp;Swap home and away (H6)</source>
        <translation>&amp;Byt hemma och borta (H6)</translation>
    </message>
    <message>
        <source>D&amp;ate:</source>
        <translation>D&amp;atum:</translation>
    </message>
    <message>
        <source>Set &amp;round date</source>
        <translation>Sätt &amp;rondens datum</translation>
    </message>
    <message>
        <source>M&amp;ove match to the date</source>
        <translation>Flytta &amp;matchen till datumet</translation>
    </message>
    <message>
        <source>&amp;Back to the round&apos;s date</source>
        <translation>&amp;Tillbaka till rondens datum</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>Ö</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>V</translation>
    </message>
</context>
<context>
    <name>Seeding</name>
    <message>
        <source>Row {row}, column {column}: &apos;{value}&apos; is not a number.</source>
        <translation>Rad {row}, kolumn {column}: &apos;{value}&apos; är inget tal.</translation>
    </message>
    <message>
        <source>{path} cannot be read as a workbook ({error}).</source>
        <translation>{path} kan inte läsas som en arbetsbok ({error}).</translation>
    </message>
    <message>
        <source>The workbook is empty; the first row must name the columns.</source>
        <translation>Arbetsboken är tom; första raden ska namnge kolumnerna.</translation>
    </message>
    <message>
        <source>The column {column} is missing; the first row must name pair, mp1, mp2, hcp1, hcp2, rank1 and rank2.</source>
        <translation>Kolumnen {column} saknas; första raden ska namnge pair, mp1, mp2, hcp1, hcp2, rank1 och rank2.</translation>
    </message>
    <message>
        <source>Row {row}: the pair has no name.</source>
        <translation>Rad {row}: paret har inget namn.</translation>
    </message>
    <message>
        <source>The workbook has no pairs below its header row.</source>
        <translation>Arbetsboken har inga par under rubrikraden.</translation>
    </message>
</context>
<context>
    <name>SeedsView</name>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>District</source>
        <translation>Distrikt</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grupp</translation>
    </message>
    <message>
        <source>S2: seeds 1-4 (the presumed top four) meet each other only in rounds 7-9; groups A (1), B (2-4), C (5-7), D (8-10).</source>
        <translation>S2: seedning 1-4 (den förmodade toppkvartetten) möts inbördes bara i rond 7-9; grupp A (1), B (2-4), C (5-7), D (8-10).</translation>
    </message>
    <message>
        <source>S2: seeds 1 and 2 are the presumed favourites and meet in the last round; derbies (teams of one district) come in the first rounds.</source>
        <translation>S2: seedning 1 och 2 är de förmodade huvudkandidaterna och möts i sista ronden; derbymöten (lag från samma distrikt) spelas i de inledande ronderna.</translation>
    </message>
    <message>
        <source>A seed is a whole number, or empty for none.</source>
        <translation>En seedning är ett heltal, eller tom för ingen.</translation>
    </message>
    <message>
        <source>Seed {seed}: {team}</source>
        <translation>Seedning {seed}: {team}</translation>
    </message>
</context>
<context>
    <name>Services</name>
    <message>
        <source>The file is open read-only; nothing was changed.</source>
        <translation>Filen är öppnad skrivskyddad; inget ändrades.</translation>
    </message>
    <message>
        <source>The change contradicts what the file already holds: {reason}; nothing was saved.</source>
        <translation>Ändringen strider mot det som redan finns i filen: {reason}; inget sparades.</translation>
    </message>
    <message>
        <source>This step cannot be undone because a later change depends on it: {reason}.</source>
        <translation>Det här steget kan inte ångras eftersom en senare ändring bygger på det: {reason}.</translation>
    </message>
    <message>
        <source>That change is no longer in the file; nothing was changed.</source>
        <translation>Den ändringen finns inte längre i filen; inget har ändrats.</translation>
    </message>
    <message>
        <source>That change has not been undone; there is nothing to redo.</source>
        <translation>Den ändringen har inte ångrats, så det finns inget att göra om.</translation>
    </message>
    <message>
        <source>{stage} plays boards {first}-{last}; board {board} of the file is not one of them. Choose the deal file of this stage&apos;s boards.</source>
        <translation>{stage} spelar brickorna {first}–{last}; filens bricka {board} är inte en av dem. Välj givfilen för den här etappens brickor.</translation>
    </message>
    <message>
        <source>Choose at least one stage for the deals.</source>
        <translation>Välj minst en etapp för givarna.</translation>
    </message>
    <message>
        <source>{stage} already holds other deals for boards {boards}; nothing was imported. Import again and choose to replace them.</source>
        <translation>{stage} har redan andra givar för brickorna {boards}; inget importerades. Importera igen och välj att ersätta dem.</translation>
    </message>
    <message>
        <source>{stage} has no deals yet; import the PBN or DUP file of its boards first (File → Import deals…).</source>
        <translation>{stage} har inga givar ännu; importera först brickornas PBN- eller DUP-fil (Arkiv → Importera givar…).</translation>
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
    <message>
        <source>Send error &amp;reports to:</source>
        <translation>Skicka fel&amp;rapporter till:</translation>
    </message>
    <message>
        <source>an e-mail address or the issue tracker&apos;s web address</source>
        <translation>en e-postadress eller felrapporteringens webbadress</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <source>The results can be read at: {addresses}</source>
        <translation>Resultaten kan läsas på: {addresses}</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Delas inte.</translation>
    </message>
    <message>
        <source>Share the results in the local network</source>
        <translation>Dela resultaten i lokalt nät</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>Only this computer (127.0.0.1)</source>
        <translation>Bara den här datorn (127.0.0.1)</translation>
    </message>
    <message>
        <source>Every computer and phone in the local network, at this computer&apos;s address:</source>
        <translation>Alla datorer och telefoner i det lokala nätet, på denna dators adress:</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Dela</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Sluta dela</translation>
    </message>
</context>
<context>
    <name>SideLineupEditor</name>
    <message>
        <source>Save line-up (Enter)</source>
        <translation>Spara uppställning (Enter)</translation>
    </message>
    <message>
        <source>home</source>
        <translation>hemma</translation>
    </message>
    <message>
        <source>away</source>
        <translation>borta</translation>
    </message>
    <message>
        <source>{team} ({side}), half {half}</source>
        <translation>{team} ({side}), halvlek {half}</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Sparad.</translation>
    </message>
    <message>
        <source>Not saved; suggested: the previous line-up.</source>
        <translation>Ej sparad; förslag: förra uppställningen.</translation>
    </message>
    <message>
        <source>Not saved yet.</source>
        <translation>Ännu inte sparad.</translation>
    </message>
    <message>
        <source>Unauthorised player, flagged for rulings (P3):
{reason}</source>
        <translation>Otillåten reserv, flaggad för domslut (P3):
{reason}</translation>
    </message>
</context>
<context>
    <name>SilverTableDialog</name>
    <message>
        <source>Silver table (M6)</source>
        <translation>Silverpoängtabell (M6)</translation>
    </message>
    <message>
        <source>SBF&apos;s silver table: per number of pairs in the field, the silver points per player of places 2, 3, … The winners&apos; figure is computed (1 per pair met, ½ per pair not met rounded up, 1 for the own pair). Separate the points with semicolons.</source>
        <translation>SBF:s silvertabell: för varje antal par i fältet, silverpoängen per spelare för plats 2, 3, … Vinnarnas poäng räknas ut (1 per mött par, ½ per ej mött par avrundat uppåt, 1 för det egna paret). Skilj poängen åt med semikolon.</translation>
    </message>
    <message>
        <source>Pairs in the field</source>
        <translation>Par i fältet</translation>
    </message>
    <message>
        <source>Points for places 2, 3, …</source>
        <translation>Poäng för plats 2, 3, …</translation>
    </message>
    <message>
        <source>Save the row</source>
        <translation>Spara raden</translation>
    </message>
    <message>
        <source>Import from a workbook…</source>
        <translation>Importera från en arbetsbok…</translation>
    </message>
    <message>
        <source>The table has rows for {sizes} pairs.</source>
        <translation>Tabellen har rader för {sizes} par.</translation>
    </message>
    <message>
        <source>The table has no rows yet: the master-point lists give only the winners&apos; figure.</source>
        <translation>Tabellen har inga rader ännu: mästarpoänglistorna ger bara vinnarnas poäng.</translation>
    </message>
    <message>
        <source>Write the points as numbers separated by semicolons, e.g. 15; 13; 11,5.</source>
        <translation>Skriv poängen som tal åtskilda med semikolon, t.ex. 15; 13; 11,5.</translation>
    </message>
    <message>
        <source>Silver table: {pairs} pairs</source>
        <translation>Silvertabell: {pairs} par</translation>
    </message>
    <message>
        <source>Import the silver table</source>
        <translation>Importera silvertabellen</translation>
    </message>
    <message>
        <source>Workbooks (*.xlsx)</source>
        <translation>Arbetsböcker (*.xlsx)</translation>
    </message>
    <message>
        <source>Silver table imported</source>
        <translation>Silvertabellen importerad</translation>
    </message>
</context>
<context>
    <name>Site</name>
    <message>
        <source>Skip to the content</source>
        <translation>Hoppa till innehållet</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>Mästerskap</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>Etapper</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Etapp</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Standings after the results entered so far</source>
        <translation>Ställning efter hittills inmatade resultat</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Slutställning</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>No rulings in this stage.</source>
        <translation>Inga domslut i denna etapp.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>Byes</source>
        <translation>Frirond</translation>
    </message>
    <message>
        <source>IMP won</source>
        <translation>IMP vunna</translation>
    </message>
    <message>
        <source>IMP lost</source>
        <translation>IMP förlorade</translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation>IMP-kvot</translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation>Straff-VP</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Decided by (H8)</source>
        <translation>Avgjort genom (H8)</translation>
    </message>
    <message>
        <source>Penalties (P6)</source>
        <translation>Straff (P6)</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>IMP half {half}</source>
        <translation>IMP halvlek {half}</translation>
    </message>
    <message>
        <source>IMP total</source>
        <translation>IMP totalt</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Line-ups</source>
        <translation>Uppställning</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>MID</source>
        <translation>MID</translation>
    </message>
    <message>
        <source>unauthorised player (P3)</source>
        <translation>otillåten reserv (P3)</translation>
    </message>
    <message>
        <source>Bye: {team}</source>
        <translation>Frirond: {team}</translation>
    </message>
    <message>
        <source>No matches in this round.</source>
        <translation>Inga matcher i denna rond.</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>All stages</source>
        <translation>Alla etapper</translation>
    </message>
    <message>
        <source>The championship has no stages yet.</source>
        <translation>Mästerskapet har inga etapper ännu.</translation>
    </message>
    <message>
        <source>Results, round {round}</source>
        <translation>Resultat, rond {round}</translation>
    </message>
    <message>
        <source>Published with tddesk.</source>
        <translation>Publicerat med tddesk.</translation>
    </message>
    <message>
        <source>Pages of the stage</source>
        <translation>Etappens sidor</translation>
    </message>
    <message>
        <source>Rounds of the stage</source>
        <translation>Etappens ronder</translation>
    </message>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Board by board: travellers and IMPs across the field</source>
        <translation>Bricka för bricka: protokoll och IMP över fältet</translation>
    </message>
    <message>
        <source>Boards of round {round}</source>
        <translation>Brickor i rond {round}</translation>
    </message>
    <message>
        <source>IMPs across the field per team (both pairs)</source>
        <translation>IMP över fältet per lag (båda paren)</translation>
    </message>
    <message>
        <source>IAF</source>
        <translation>IÖF</translation>
    </message>
    <message>
        <source>Board {board} (dealer {dealer}, vulnerable: {vulnerable})</source>
        <translation>Bricka {board} (giv {dealer}, zon: {vulnerable})</translation>
    </message>
    <message>
        <source>Room</source>
        <translation>Rum</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Declarer</source>
        <translation>Spelförare</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>Poäng NS</translation>
    </message>
    <message>
        <source>IAF NS</source>
        <translation>IÖF NS</translation>
    </message>
    <message>
        <source>Hand record, board {board}</source>
        <translation>Given på bricka {board}</translation>
    </message>
    <message>
        <source>{points} hcp</source>
        <translation>{points} hp</translation>
    </message>
    <message>
        <source>Qualifying heat</source>
        <translation>Kvalheat</translation>
    </message>
    <message>
        <source>Semifinal</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>A-final</source>
        <translation>A-final</translation>
    </message>
    <message>
        <source>B-final</source>
        <translation>B-final</translation>
    </message>
    <message>
        <source>SM semifinal</source>
        <translation>SM-semifinal</translation>
    </message>
    <message>
        <source>SM final</source>
        <translation>SM-final</translation>
    </message>
    <message>
        <source>SM veteran</source>
        <translation>SM Veteran</translation>
    </message>
    <message>
        <source>SM knockout</source>
        <translation>SM-utslagning</translation>
    </message>
    <message>
        <source>one half</source>
        <translation>en halvlek</translation>
    </message>
    <message>
        <source>{halves} halves</source>
        <translation>{halves} halvlekar</translation>
    </message>
    <message>
        <source>{teams} teams · {boards} boards per match · {halves}</source>
        <translation>{teams} lag · {boards} brickor per match · {halves}</translation>
    </message>
    <message>
        <source>Lot to be drawn</source>
        <translation>Lottning återstår</translation>
    </message>
    <message>
        <source>Head-to-head</source>
        <translation>Inbördes möte</translation>
    </message>
    <message>
        <source>Lot</source>
        <translation>Lott</translation>
    </message>
    <message>
        <source>IMP quotient = IMPs won ÷ IMPs lost. &quot;Decided by&quot; names what separates a team from the next one (H8): VP, then IMP quotient, then head-to-head, then lot.</source>
        <translation>IMP-kvot = vunna IMP ÷ förlorade IMP. &quot;Avgjort genom&quot; anger vad som skiljer ett lag från nästa (H8): VP, sedan IMP-kvot, sedan inbördes möte, sedan lott.</translation>
    </message>
    <message>
        <source>{mark} Includes a provisional walkover value, final when the series has ended (W2).</source>
        <translation>{mark} Innehåller ett preliminärt W.O.-värde, slutligt när serien är färdigspelad (W2).</translation>
    </message>
    <message>
        <source>{mark} Excluded: all results struck (W5, P4, P5).</source>
        <translation>{mark} Uteslutet: alla resultat strukna (W5, P4, P5).</translation>
    </message>
    <message>
        <source>struck (W5, P5)</source>
        <translation>struken (W5, P5)</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>ej spelad ännu</translation>
    </message>
    <message>
        <source>after the first half</source>
        <translation>efter första halvlek</translation>
    </message>
    <message>
        <source>final</source>
        <translation>klar</translation>
    </message>
    <message>
        <source>walkover (W2), provisional</source>
        <translation>W.O. (W2), preliminärt</translation>
    </message>
    <message>
        <source>walkover (W2)</source>
        <translation>W.O. (W2)</translation>
    </message>
    <message>
        <source>Half {half}</source>
        <translation>Halvlek {half}</translation>
    </message>
    <message>
        <source>VP after the first half are running VP; the match is not over.</source>
        <translation>VP efter första halvlek är löpande VP; matchen är inte klar.</translation>
    </message>
    <message>
        <source>Each cell is the row team&apos;s VP against the column team; columns are numbered like the rows.</source>
        <translation>Varje ruta är radlagets VP mot kolumnlaget; kolumnerna är numrerade som raderna.</translation>
    </message>
    <message>
        <source>{mark} walkover (W2)</source>
        <translation>{mark} W.O. (W2)</translation>
    </message>
    <message>
        <source>[ ] struck: a team of the match is excluded (W5, P5)</source>
        <translation>[ ] struken: ett lag i matchen är uteslutet (W5, P5)</translation>
    </message>
    <message>
        <source>Updated {time}</source>
        <translation>Uppdaterad {time}</translation>
    </message>
    <message>
        <source>open</source>
        <translation>öppet</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>slutet</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Öst</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Syd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Väst</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alla</translation>
    </message>
    <message>
        <source>Pairs championships</source>
        <translation>Parmästerskap</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Heat</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Klubb</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>Round %</source>
        <translation>Rond %</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anm.</translation>
    </message>
    <message>
        <source>Result list</source>
        <translation>Resultatlista</translation>
    </message>
    <message>
        <source>Running score</source>
        <translation>Löpande ställning</translation>
    </message>
    <message>
        <source>After round {round}</source>
        <translation>Efter rond {round}</translation>
    </message>
    <message>
        <source>Running score after each round</source>
        <translation>Löpande ställning efter varje rond</translation>
    </message>
    <message>
        <source>No results yet.</source>
        <translation>Inga resultat än.</translation>
    </message>
    <message>
        <source>Percentages are shown with one decimal; pairs are ranked with full precision (PP5). Equal percentages are separated by boards won among the tied pairs, then head-to-head, then lot (PP2).</source>
        <translation>Procenten visas med en decimal; paren rangordnas med full precision (PP5). Lika procent skiljs åt genom vunna brickor mellan de lika paren, sedan inbördes möte, sedan lottning (PP2).</translation>
    </message>
    <message>
        <source>Silver heat</source>
        <translation>Silverkval</translation>
    </message>
    <message>
        <source>Bronze heat</source>
        <translation>Bronskval</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>After round {round} (session {session}, round {session_round})</source>
        <translation>Efter rond {round} (spelomgång {session}, rond {session_round})</translation>
    </message>
    <message>
        <source>out of competition: {reason}</source>
        <translation>utom tävlan: {reason}</translation>
    </message>
    <message>
        <source>does not play for DM</source>
        <translation>kvalspelar inte till DM</translation>
    </message>
    <message>
        <source>o.c.</source>
        <translation>u.t.</translation>
    </message>
</context>
<context>
    <name>SlowPlayDialog</name>
    <message>
        <source>Correct a slow-play ruling</source>
        <translation>Rätta ett domslut om långsamt spel</translation>
    </message>
    <message>
        <source>Slow play</source>
        <translation>Långsamt spel</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match:</translation>
    </message>
    <message>
        <source>&amp;One table</source>
        <translation>&amp;Ett bord</translation>
    </message>
    <message>
        <source>&amp;Two tables (open and closed room)</source>
        <translation>&amp;Två bord (öppet och slutet rum)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Started minutes count (P2): 5 min 20 s over is 6. You may type 5:20 (minutes:seconds) or 5,3.</source>
        <translation>Påbörjade minuter räknas (P2): 5 min 20 s över tiden är 6. Du kan skriva 5:20 (minuter:sekunder) eller 5,3.</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Öppet rum</translation>
    </message>
    <message>
        <source>Closed room</source>
        <translation>Slutet rum</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bordet</translation>
    </message>
    <message>
        <source>Minutes over time:</source>
        <translation>Minuter över tiden:</translation>
    </message>
    <message>
        <source>Share of {team}&apos;s pair:</source>
        <translation>Andel för {team}s par:</translation>
    </message>
    <message>
        <source>{table}: the shares add up to more than 100 %.</source>
        <translation>{table}: andelarna blir tillsammans mer än 100 %.</translation>
    </message>
    <message>
        <source>Committee ruling pending: over the time limit no VP are deducted now; the committee rules and may rule the match lost.</source>
        <translation>TK:s beslut väntar: över tidsgränsen dras inga VP av nu; TK beslutar och kan döma matchen förlorad.</translation>
    </message>
    <message>
        <source>{team}: {vp} VP deducted</source>
        <translation>{team}: {vp} VP dras av</translation>
    </message>
    <message>
        <source>Choose the match.</source>
        <translation>Välj matchen.</translation>
    </message>
    <message>
        <source>Slow play corrected: {home} – {away}, {minutes} min</source>
        <translation>Långsamt spel rättat: {home} – {away}, {minutes} min</translation>
    </message>
    <message>
        <source>{table}: the shares of the delay add up to more than 100 %.</source>
        <translation>{table}: andelarna av förseningen blir tillsammans mer än 100 %.</translation>
    </message>
    <message>
        <source>Slow play: {home} – {away}</source>
        <translation>Långsamt spel: {home} – {away}</translation>
    </message>
</context>
<context>
    <name>SmStageDialog</name>
    <message>
        <source>New SM stage</source>
        <translation>Ny SM-etapp</translation>
    </message>
    <message>
        <source>SM stage settings</source>
        <translation>Inställningar för SM-etapp</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>&amp;Boards per match:</source>
        <translation>&amp;Brickor per match:</translation>
    </message>
    <message>
        <source>&amp;Halves:</source>
        <translation>&amp;Halvlekar:</translation>
    </message>
    <message>
        <source>&amp;VP scale:</source>
        <translation>&amp;VP-skala:</translation>
    </message>
    <message>
        <source>&amp;Repeat opponents:</source>
        <translation>&amp;Återmöten:</translation>
    </message>
    <message>
        <source>SM Lag semifinal (6 teams, S2)</source>
        <translation>SM Lag semifinal (6 lag, S2)</translation>
    </message>
    <message>
        <source>SM Lag final (10 teams, S2)</source>
        <translation>SM Lag final (10 lag, S2)</translation>
    </message>
    <message>
        <source>SM Lag Veteran (S5)</source>
        <translation>SM Lag Veteran (S5)</translation>
    </message>
    <message>
        <source>SM Lag Veteran knockout (S5)</source>
        <translation>SM Lag Veteran, utslagsspel (S5)</translation>
    </message>
    <message>
        <source>WBF continuous 20-0</source>
        <translation>WBF:s kontinuerliga 20-0</translation>
    </message>
    <message>
        <source>25-0 table of the regulation profile (VP3)</source>
        <translation>Regelprofilens 25-0-tabell (VP3)</translation>
    </message>
    <message>
        <source>As the profile says ({policy})</source>
        <translation>Som profilen säger ({policy})</translation>
    </message>
    <message>
        <source>avoid: the fewest repeats when they cannot be avoided</source>
        <translation>undvik: så få återmöten som möjligt när de inte går att undvika</translation>
    </message>
    <message>
        <source>never: refuse to pair such a round</source>
        <translation>aldrig: lotta inte en sådan rond</translation>
    </message>
    <message>
        <source>allow: by the standings alone</source>
        <translation>tillåt: bara efter ställningen</translation>
    </message>
    <message>
        <source>S5: the number of entries decides the match length — at most 8 teams 14 boards, 9-10 teams 10, 11-13 teams 8, 14-16 teams 7, more than 16 Gröna Hissen with 7 — set when the schedule is made or round 1 is paired.</source>
        <translation>S5: antalet anmälda lag bestämmer matchlängden — högst 8 lag 14 brickor, 9-10 lag 10, 11-13 lag 8, 14-16 lag 7, fler än 16 Gröna Hissen med 7 — den sätts när spelschemat görs eller rond 1 lottas.</translation>
    </message>
    <message>
        <source>Settings of {name}</source>
        <translation>Inställningar för {name}</translation>
    </message>
</context>
<context>
    <name>StageOverview</name>
    <message>
        <source>&amp;Change settings…</source>
        <translation>&amp;Ändra inställningar…</translation>
    </message>
    <message>
        <source>Other programs&apos; conventions…</source>
        <translation>Andra programs konventioner…</translation>
    </message>
    <message>
        <source>IMP cap per comparison across the field:</source>
        <translation>IMP-tak per jämförelse över fältet:</translation>
    </message>
    <message>
        <source>none (Law 78B)</source>
        <translation>inget (lag 78B)</translation>
    </message>
    <message>
        <source>one session</source>
        <translation>ett pass</translation>
    </message>
    <message>
        <source>two halves</source>
        <translation>två halvlekar</translation>
    </message>
    <message>
        <source>Teams:</source>
        <translation>Lag:</translation>
    </message>
    <message>
        <source>Boards per match:</source>
        <translation>Brickor per match:</translation>
    </message>
    <message>
        <source>{boards}, {halves}</source>
        <translation>{boards}, {halves}</translation>
    </message>
    <message>
        <source>Playing time per half (H4):</source>
        <translation>Speltid per halvlek (H4):</translation>
    </message>
    <message>
        <source>Venue:</source>
        <translation>Spelplats:</translation>
    </message>
    <message>
        <source>{venue}, {date}</source>
        <translation>{venue}, {date}</translation>
    </message>
    <message>
        <source>Time shift (A7):</source>
        <translation>Tidsförskjutning (A7):</translation>
    </message>
    <message>
        <source>Match format (H2):</source>
        <translation>Matchform (H2):</translation>
    </message>
    <message>
        <source>Boards dealt at the table:</source>
        <translation>Brickorna ges vid bordet:</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>Table fee:</source>
        <translation>Bordsavgift:</translation>
    </message>
    <message>
        <source>VP for a bye (H7):</source>
        <translation>VP för frirond (H7):</translation>
    </message>
    <message>
        <source>Heat manager:</source>
        <translation>Heatansvarig:</translation>
    </message>
    <message>
        <source>VP scale (VP3):</source>
        <translation>VP-skala (VP3):</translation>
    </message>
    <message>
        <source>25-0 table of the regulation profile</source>
        <translation>regelprofilens 25-0-tabell</translation>
    </message>
    <message>
        <source>WBF continuous 20-0</source>
        <translation>WBF:s kontinuerliga 20-0</translation>
    </message>
    <message>
        <source>avoided where possible</source>
        <translation>undviks där det går</translation>
    </message>
    <message>
        <source>never</source>
        <translation>aldrig</translation>
    </message>
    <message>
        <source>allowed</source>
        <translation>tillåtna</translation>
    </message>
    <message>
        <source>as the profile says</source>
        <translation>som profilen säger</translation>
    </message>
    <message>
        <source>Repeat opponents (S5):</source>
        <translation>Återmöten (S5):</translation>
    </message>
</context>
<context>
    <name>Stages</name>
    <message>
        <source>There is no stage {stage}.</source>
        <translation>Det finns ingen etapp {stage}.</translation>
    </message>
    <message>
        <source>The stage needs a name.</source>
        <translation>Etappen måste ha ett namn.</translation>
    </message>
    <message>
        <source>Unknown stage kind {kind}.</source>
        <translation>Okänd typ av etapp: {kind}.</translation>
    </message>
    <message>
        <source>Unknown match format {format}.</source>
        <translation>Okänd matchform: {format}.</translation>
    </message>
    <message>
        <source>Bye VP must be between 0 and 20 (H7); {vp} was given.</source>
        <translation>VP för frirond ska vara mellan 0 och 20 (H7); {vp} angavs.</translation>
    </message>
    <message>
        <source>The table fee cannot be negative.</source>
        <translation>Bordsavgiften kan inte vara negativ.</translation>
    </message>
    <message>
        <source>Unknown VP scale {scale}.</source>
        <translation>Okänd VP-skala {scale}.</translation>
    </message>
    <message>
        <source>The regulation profile has no 25-0 VP table (VP3); add one as sm.vp_table_25 or keep the 20-0 scale.</source>
        <translation>Regelprofilen har ingen VP-tabell för 25-0 (VP3); lägg till en som sm.vp_table_25 eller behåll 20-0-skalan.</translation>
    </message>
    <message>
        <source>Unknown repeat policy {policy}; use avoid, never or allow.</source>
        <translation>Okänd regel för återmöten {policy}; använd avoid, never eller allow.</translation>
    </message>
    <message>
        <source>Days between rounds must be from 1 to 366.</source>
        <translation>Dagar mellan ronderna ska vara från 1 till 366.</translation>
    </message>
    <message>
        <source>A match needs at least one board and one or two halves.</source>
        <translation>En match måste ha minst en bricka och en eller två halvlekar.</translation>
    </message>
    <message>
        <source>Results are already entered in {name}; boards and halves can no longer change.</source>
        <translation>Resultat är redan inmatade i {name}; brickor och halvlekar kan inte längre ändras.</translation>
    </message>
    <message>
        <source>The team is already in {name}.</source>
        <translation>Laget finns redan i {name}.</translation>
    </message>
    <message>
        <source>{name} already has a schedule; exclude the team instead of removing it.</source>
        <translation>{name} har redan ett spelschema; uteslut laget i stället för att ta bort det.</translation>
    </message>
    <message>
        <source>The team is not in {name}.</source>
        <translation>Laget finns inte i {name}.</translation>
    </message>
    <message>
        <source>{name} already has a schedule; clear it before changing seeds.</source>
        <translation>{name} har redan ett spelschema; ta bort det innan seedningen ändras.</translation>
    </message>
    <message>
        <source>A seed is from 1 to {count} (the number of teams).</source>
        <translation>En seedning är från 1 till {count} (antalet lag).</translation>
    </message>
    <message>
        <source>Only SM Lag Veteran lets a team start late (S5).</source>
        <translation>Bara SM Lag Veteran låter ett lag starta senare (S5).</translation>
    </message>
    <message>
        <source>A late team starts in round {round} (S5).</source>
        <translation>Ett lag som startar senare börjar i rond {round} (S5).</translation>
    </message>
    <message>
        <source>Round {round} is already paired; the start can no longer change.</source>
        <translation>Rond {round} är redan lottad; startronden kan inte längre ändras.</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <source>A lot is drawn between at least two teams.</source>
        <translation>Lottning görs mellan minst två lag.</translation>
    </message>
    <message>
        <source>The order of the lot must name each tied team exactly once.</source>
        <translation>Lottningens ordning ska ta upp varje lag som står lika exakt en gång.</translation>
    </message>
    <message>
        <source>Team {team} is not in this stage.</source>
        <translation>Lag {team} ingår inte i denna etapp.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <source>{team} (excluded)</source>
        <translation>{team} (uteslutet)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation>IMP-kvot</translation>
    </message>
    <message>
        <source>head-to-head</source>
        <translation>inbördes möte</translation>
    </message>
    <message>
        <source>lot</source>
        <translation>lottning</translation>
    </message>
    <message>
        <source>Excluded: every result of the team in this stage is struck and counts for nobody (W5, P4).</source>
        <translation>Uteslutet: lagets alla resultat i etappen stryks och räknas för ingen (W5, P4).</translation>
    </message>
    <message>
        <source>Tied on VP, IMP quotient and head-to-head: only a lot can separate these teams (H8).</source>
        <translation>Lika på VP, IMP-kvot och inbördes möte: lagen kan bara skiljas åt genom att dra lott (H8).</translation>
    </message>
    <message>
        <source>Separated from the team below by: {criterion} (H8).</source>
        <translation>Skiljs från laget under genom: {criterion} (H8).</translation>
    </message>
    <message>
        <source>Provisional: a walkover value waits for the end of the series (W2).</source>
        <translation>Preliminärt: ett W.O.-värde väntar på att serien ska ta slut (W2).</translation>
    </message>
    <message>
        <source>IMPs won divided by IMPs lost; ∞ with none lost, – with no IMPs at all.</source>
        <translation>Vunna IMP delat med förlorade IMP; ∞ utan förlorade, – utan IMP alls.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>IMPs won</source>
        <translation>IMP vunna</translation>
    </message>
    <message>
        <source>IMPs lost</source>
        <translation>IMP förlorade</translation>
    </message>
    <message>
        <source>Penalty VP</source>
        <translation>Straff-VP</translation>
    </message>
</context>
<context>
    <name>StandingsView</name>
    <message>
        <source>Draw lots</source>
        <translation>Dra lott</translation>
    </message>
    <message>
        <source>Only a lot can separate {teams} (H8).</source>
        <translation>{teams} kan bara skiljas åt genom att dra lott (H8).</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>The disk is full ({path}); nothing was saved. Free some space (delete files you do not need or empty the wastebasket) and try again.</source>
        <translation>Disken är full ({path}), inget sparades. Frigör utrymme (ta bort filer du inte behöver eller töm papperskorgen) och försök igen.</translation>
    </message>
    <message>
        <source>{path} cannot be written: the disk, folder or file is read-only; nothing was saved. Save a copy in a folder where you may write.</source>
        <translation>{path} kan inte skrivas: disken, mappen eller filen är skrivskyddad, inget sparades. Spara en kopia i en mapp där du får skriva.</translation>
    </message>
    <message>
        <source>{path} is not a regular file (it is a device, a pipe or a folder); nothing was written. Choose another name.</source>
        <translation>{path} är ingen vanlig fil (det är en enhet, ett rör (pipe) eller en mapp), inget skrevs. Välj ett annat namn.</translation>
    </message>
    <message>
        <source>{path} is a tournament file that is open in tddesk (this or another window, or on another computer); nothing was written. Choose another name, or close the file there first.</source>
        <translation>{path} är en tävlingsfil som är öppen i tddesk (i detta eller ett annat fönster, eller på en annan dator); inget skrevs. Välj ett annat namn, eller stäng filen där först.</translation>
    </message>
    <message>
        <source>{path} is an existing tournament file; nothing was written. Choose another name, or confirm that it is to be replaced (on the command line: --overwrite).</source>
        <translation>{path} är en befintlig tävlingsfil; inget skrevs. Välj ett annat namn, eller bekräfta att den ska ersättas (på kommandoraden: --overwrite).</translation>
    </message>
    <message>
        <source>The name {path} is too long for the disk; nothing was written. Choose a shorter name.</source>
        <translation>Namnet {path} är för långt för disken; inget skrevs. Välj ett kortare namn.</translation>
    </message>
    <message>
        <source>Cannot write {path} ({detail}); nothing was saved.</source>
        <translation>Kan inte skriva {path} ({detail}), inget sparades.</translation>
    </message>
    <message>
        <source>The disk could not write {path} (an input/output error); nothing was saved. Check the disk or USB stick and try again.</source>
        <translation>Disken kunde inte skriva {path} (ett in-/utmatningsfel), inget sparades. Kontrollera disken eller USB-minnet och försök igen.</translation>
    </message>
    <message>
        <source>the file already holds one with the same name or number</source>
        <translation>filen har redan en med samma namn eller nummer</translation>
    </message>
    <message>
        <source>it names something the file does not hold (or no longer holds)</source>
        <translation>den hänvisar till något som filen inte har (eller inte längre har)</translation>
    </message>
    <message>
        <source>a value the file needs is missing</source>
        <translation>ett värde som filen behöver saknas</translation>
    </message>
    <message>
        <source>a value lies outside what the file can hold</source>
        <translation>ett värde ligger utanför det som filen kan rymma</translation>
    </message>
</context>
<context>
    <name>Swiss</name>
    <message>
        <source>{name} is not a Gröna Hissen stage: SM Lag Veteran with more than 16 teams (S5).</source>
        <translation>{name} är ingen Gröna Hissen: SM Lag Veteran med fler än 16 lag (S5).</translation>
    </message>
    <message>
        <source>Gröna Hissen has {rounds} rounds; all are paired.</source>
        <translation>Gröna Hissen har {rounds} ronder; alla är lottade.</translation>
    </message>
    <message>
        <source>Round {round} still has 1 match without a result; pair the next round when it is complete.</source>
        <translation>Rond {round} har fortfarande 1 match utan resultat; lotta nästa rond när den är färdigspelad.</translation>
    </message>
    <message>
        <source>Round {round} still has {count} matches without a result; pair the next round when it is complete.</source>
        <translation>Rond {round} har fortfarande {count} matcher utan resultat; lotta nästa rond när den är färdigspelad.</translation>
    </message>
    <message>
        <source>Round {round} cannot be paired without repeat opponents; set the repeat policy to avoid to allow the fewest repeats.</source>
        <translation>Rond {round} kan inte lottas utan återmöten; sätt regeln för återmöten till avoid för att tillåta så få som möjligt.</translation>
    </message>
    <message>
        <source>No round is paired yet.</source>
        <translation>Ingen rond är lottad än.</translation>
    </message>
    <message>
        <source>Round {round} has results; it can no longer be removed.</source>
        <translation>Rond {round} har resultat; den kan inte längre tas bort.</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>the file or folder does not exist</source>
        <translation>filen eller mappen finns inte</translation>
    </message>
    <message>
        <source>you have no permission to use it</source>
        <translation>du har inte behörighet att använda den</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>det är en mapp, inte en fil</translation>
    </message>
    <message>
        <source>a part of the path is a file, not a folder</source>
        <translation>en del av sökvägen är en fil, inte en mapp</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <source>the disk is write-protected</source>
        <translation>disken är skrivskyddad</translation>
    </message>
    <message>
        <source>the disk could not read or write it</source>
        <translation>disken kunde inte läsa eller skriva den</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>namnet är för långt</translation>
    </message>
    <message>
        <source>another program is using it</source>
        <translation>ett annat program använder den</translation>
    </message>
    <message>
        <source>it already exists</source>
        <translation>den finns redan</translation>
    </message>
    <message>
        <source>the name is not allowed here</source>
        <translation>namnet är inte tillåtet här</translation>
    </message>
    <message>
        <source>the system refused it (error {number})</source>
        <translation>systemet vägrade (fel {number})</translation>
    </message>
</context>
<context>
    <name>TableTimesPanel</name>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Halvlek</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Allowed end</source>
        <translation>Tillåtet slut</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Startade</translation>
    </message>
    <message>
        <source>Ended</source>
        <translation>Slutade</translation>
    </message>
    <message>
        <source>Minutes over</source>
        <translation>Minuter över</translation>
    </message>
    <message>
        <source>Open room</source>
        <translation>Öppet rum</translation>
    </message>
    <message>
        <source>Closed room</source>
        <translation>Slutet rum</translation>
    </message>
    <message>
        <source>Ended {minutes} min late and no slow-play ruling yet (P2): double-click or press Enter to rule it.</source>
        <translation>Slutade {minutes} min för sent och ingen dom för långsamt spel ännu (P2): dubbelklicka eller tryck Enter för att döma.</translation>
    </message>
    <message>
        <source>Table time: {match}, half {half}, {table}</source>
        <translation>Bordstid: {match}, halvlek {half}, {table}</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <source>New team</source>
        <translation>Nytt lag</translation>
    </message>
    <message>
        <source>Edit team</source>
        <translation>Ändra lag</translation>
    </message>
    <message>
        <source>Team &amp;name:</source>
        <translation>Lag&amp;namn:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <source>&amp;Captain:</source>
        <translation>&amp;Kapten:</translation>
    </message>
    <message>
        <source>Entry fee paid on</source>
        <translation>Anmälningsavgiften betald den</translation>
    </message>
    <message>
        <source>&amp;Remove player (Del)</source>
        <translation>&amp;Ta bort spelare (Del)</translation>
    </message>
    <message>
        <source>N&amp;ewcomer team (F4: no entry fee)</source>
        <translation>N&amp;ykomlingslag (F4: ingen startavgift)</translation>
    </message>
    <message>
        <source>Entry &amp;fee paid on:</source>
        <translation>Startavgift &amp;betald den:</translation>
    </message>
    <message>
        <source>Dispensations ticked now (T1) &amp;granted on:</source>
        <translation>Dispenser som kryssas nu (T1) bevil&amp;jade den:</translation>
    </message>
    <message>
        <source>A dispensation covers only the matches played on or after the day the committee granted it (T1).</source>
        <translation>En dispens gäller bara matcher som spelas den dag tävlingskommittén beviljade den eller senare (T1).</translation>
    </message>
    <message>
        <source>Eligibility (T1-T6)</source>
        <translation>Spelbehörighet (T1–T6)</translation>
    </message>
    <message>
        <source>(no captain)</source>
        <translation>(ingen kapten)</translation>
    </message>
    <message>
        <source>Type the team&apos;s name.</source>
        <translation>Skriv lagets namn.</translation>
    </message>
    <message>
        <source>There is already a team called {name}.</source>
        <translation>Det finns redan ett lag som heter {name}.</translation>
    </message>
    <message>
        <source>Cannot be registered as it stands.</source>
        <translation>Kan inte anmälas som det ser ut nu.</translation>
    </message>
    <message>
        <source>May be registered; read the warnings.</source>
        <translation>Kan anmälas; läs varningarna.</translation>
    </message>
    <message>
        <source>May be registered.</source>
        <translation>Kan anmälas.</translation>
    </message>
    <message>
        <source>SM places only (T2)</source>
        <translation>Spelar endast om SM-platser (T2)</translation>
    </message>
    <message>
        <source>Junior team (T6)</source>
        <translation>Juniorlag (T6)</translation>
    </message>
    <message>
        <source>Veteran team (T6)</source>
        <translation>Veteranlag (T6)</translation>
    </message>
    <message>
        <source>Register team {name}</source>
        <translation>Anmäl lag {name}</translation>
    </message>
    <message>
        <source>Edit team {name}</source>
        <translation>Ändra lag {name}</translation>
    </message>
    <message>
        <source>Not saved: {reason}</source>
        <translation>Inte sparat: {reason}</translation>
    </message>
</context>
<context>
    <name>TeamImportDialog</name>
    <message>
        <source>team registration</source>
        <translation>laganmälan</translation>
    </message>
    <message>
        <source>Save team registration template</source>
        <translation>Spara mall för laganmälan</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel-arbetsböcker (*.xlsx)</translation>
    </message>
    <message>
        <source>Import teams from workbook</source>
        <translation>Importera lag från arbetsbok</translation>
    </message>
    <message>
        <source>&amp;Heat:</source>
        <translation>&amp;Kvalheat:</translation>
    </message>
    <message>
        <source>Problems and notes, by row and column:</source>
        <translation>Problem och anmärkningar, per rad och kolumn:</translation>
    </message>
    <message>
        <source>Choose team workbook</source>
        <translation>Välj arbetsbok med laganmälningar</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx *.xlsm);;All files (*)</source>
        <translation>Excel-arbetsböcker (*.xlsx *.xlsm);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Create the heat first; the teams are registered in a heat.</source>
        <translation>Skapa kvalheatet först; lagen anmäls till ett kvalheat.</translation>
    </message>
    <message>
        <source>Reading {file}…</source>
        <translation>Läser {file}…</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Vilka</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmärkning</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rad</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolumn</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Choose the filled-in team workbook (XLSX) to see what will be registered.</source>
        <translation>Välj den ifyllda arbetsboken (XLSX) för att se vad som kommer att anmälas.</translation>
    </message>
    <message>
        <source>1 problem in the workbook: nothing can be imported until it is corrected.</source>
        <translation>1 problem i arbetsboken: inget kan importeras förrän det är rättat.</translation>
    </message>
    <message>
        <source>{count} problems in the workbook: nothing can be imported until they are corrected.</source>
        <translation>{count} problem i arbetsboken: inget kan importeras förrän de är rättade.</translation>
    </message>
    <message>
        <source>{teams} teams with {players} players will be registered in {heat}.</source>
        <translation>{teams} lag med {players} spelare anmäls till {heat}.</translation>
    </message>
    <message>
        <source>Registering {count} teams…</source>
        <translation>Anmäler {count} lag…</translation>
    </message>
    <message>
        <source>Import {count} teams</source>
        <translation>Importera {count} lag</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Inget importerades: {reason}</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>There is already a team called {name}. Choose another name.</source>
        <translation>Det finns redan ett lag som heter {name}. Välj ett annat namn.</translation>
    </message>
    <message>
        <source>There is no team {team}.</source>
        <translation>Det finns inget lag {team}.</translation>
    </message>
    <message>
        <source>The team needs a name.</source>
        <translation>Laget måste ha ett namn.</translation>
    </message>
    <message>
        <source>The captain (MID {mid}) must be one of the team&apos;s players.</source>
        <translation>Kaptenen (MID {mid}) måste vara en av lagets spelare.</translation>
    </message>
    <message>
        <source>{name} is in a schedule and cannot be removed; exclude the team instead.</source>
        <translation>{name} finns i ett spelschema och kan inte tas bort; uteslut laget i stället.</translation>
    </message>
    <message>
        <source>There is no stage {stage}.</source>
        <translation>Det finns ingen etapp {stage}.</translation>
    </message>
</context>
<context>
    <name>TeamsView</name>
    <message>
        <source>&amp;New team… (Ins)</source>
        <translation>&amp;Nytt lag… (Ins)</translation>
    </message>
    <message>
        <source>&amp;Edit… (Enter)</source>
        <translation>&amp;Ändra… (Enter)</translation>
    </message>
    <message>
        <source>&amp;Remove (Del)</source>
        <translation>&amp;Ta bort (Del)</translation>
    </message>
    <message>
        <source>&amp;Import from workbook…</source>
        <translation>&amp;Importera från arbetsbok…</translation>
    </message>
    <message>
        <source>Team &amp;workbook template…</source>
        <translation>&amp;Mall för laganmälan…</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>SM places only</source>
        <translation>Endast SM-platser</translation>
    </message>
    <message>
        <source>Junior/veteran</source>
        <translation>Junior/veteran</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Kapten</translation>
    </message>
    <message>
        <source>Teams in {stage}: {count}</source>
        <translation>Lag i {stage}: {count}</translation>
    </message>
    <message>
        <source>Teams: {count}</source>
        <translation>Lag: {count}</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Ej godkänt</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kontrollera</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>No eligibility or fee problems.</source>
        <translation>Inga problem med spelbehörighet eller avgifter.</translation>
    </message>
    <message>
        <source>Junior team</source>
        <translation>Juniorlag</translation>
    </message>
    <message>
        <source>Veteran team</source>
        <translation>Veteranlag</translation>
    </message>
    <message>
        <source>juniors: {count}</source>
        <translation>juniorer: {count}</translation>
    </message>
    <message>
        <source>veterans: {count}</source>
        <translation>veteraner: {count}</translation>
    </message>
    <message>
        <source>F1: the entry fee is not paid; {amount} kr outstanding in {stage}</source>
        <translation>F1: startavgiften är inte betald; {amount} kr kvar att betala i {stage}</translation>
    </message>
    <message>
        <source>F2: {amount} kr of table fees not paid in {stage}</source>
        <translation>F2: {amount} kr i bordsavgifter obetalda i {stage}</translation>
    </message>
    <message>
        <source>Remove team</source>
        <translation>Ta bort lag</translation>
    </message>
    <message>
        <source>Remove {team} and its list of players? Edit → Undo brings it back.</source>
        <translation>Ta bort {team} och dess spelarlista? Redigera → Ångra tar tillbaka laget.</translation>
    </message>
    <message>
        <source>Remove team {team}</source>
        <translation>Ta bort lag {team}</translation>
    </message>
</context>
<context>
    <name>TournamentMenus</name>
    <message>
        <source>Print anyway?</source>
        <translation>Skriva ut ändå?</translation>
    </message>
    <message>
        <source>The sheet cannot be printed</source>
        <translation>Utskriften kan inte göras</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Sparade {path}</translation>
    </message>
    <message>
        <source>Every match of {stage} has its result.</source>
        <translation>Alla matcher i {stage} har sitt resultat.</translation>
    </message>
    <message>
        <source>The ruling cannot be made</source>
        <translation>Domslutet kan inte göras</translation>
    </message>
    <message>
        <source>Pre&amp;view…</source>
        <translation>&amp;Förhandsgranska…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Spara som &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <source>&amp;First empty result</source>
        <translation>&amp;Första tomma resultat</translation>
    </message>
    <message>
        <source>&amp;Late arrival…</source>
        <translation>&amp;Sen ankomst…</translation>
    </message>
    <message>
        <source>Late arrival</source>
        <translation>Sen ankomst</translation>
    </message>
    <message>
        <source>&amp;Slow play…</source>
        <translation>&amp;Långsamt spel…</translation>
    </message>
    <message>
        <source>Slow play</source>
        <translation>Långsamt spel</translation>
    </message>
    <message>
        <source>&amp;Unauthorised player…</source>
        <translation>&amp;Otillåten reserv…</translation>
    </message>
    <message>
        <source>Unauthorised player</source>
        <translation>Otillåten reserv</translation>
    </message>
    <message>
        <source>&amp;Walkover…</source>
        <translation>&amp;W.O.…</translation>
    </message>
    <message>
        <source>W.O.</source>
        <translation>W.O.</translation>
    </message>
    <message>
        <source>&amp;Exclusion…</source>
        <translation>&amp;Uteslutning…</translation>
    </message>
    <message>
        <source>Exclusion</source>
        <translation>Uteslutning</translation>
    </message>
    <message>
        <source>&amp;Committee ruling…</source>
        <translation>&amp;TK-beslut…</translation>
    </message>
    <message>
        <source>Committee ruling</source>
        <translation>TK-beslut</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
</context>
<context>
    <name>TravellerDialog</name>
    <message>
        <source>Boards</source>
        <translation>Brickor</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bricka</translation>
    </message>
    <message>
        <source>Dealer / vul.</source>
        <translation>Giv / zon</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppet</translation>
    </message>
    <message>
        <source>Decl.</source>
        <translation>Spf.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Slutet</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Utspel</translation>
    </message>
    <message>
        <source>&amp;Weighted score…</source>
        <translation>&amp;Viktat resultat…</translation>
    </message>
    <message>
        <source>Law 12C1(c) for the room of the current cell, {key}</source>
        <translation>Lag 12C1(c) för rummet i den aktuella cellen, {key}</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <source>IMP home</source>
        <translation>IMP hemma</translation>
    </message>
    <message>
        <source>IMP away</source>
        <translation>IMP borta</translation>
    </message>
    <message>
        <source>Half {half}</source>
        <translation>Halvlek {half}</translation>
    </message>
    <message>
        <source>Use the boards</source>
        <translation>Använd brickorna</translation>
    </message>
    <message>
        <source>Keep the typed totals</source>
        <translation>Behåll de inskrivna summorna</translation>
    </message>
    <message>
        <source>Board {board} came from the Bridgemate: send the correction to the table…</source>
        <translation>Bricka {board} kom från Bridgemate: skicka rättelsen till bordet…</translation>
    </message>
    <message>
        <source>{entered} of {expected} boards in</source>
        <translation>{entered} av {expected} brickor inne</translation>
    </message>
    <message>
        <source>Typed {home}{dash}{away}, but the boards give {board_home}{dash}{board_away}: choose which counts.</source>
        <translation>Inskrivet {home}{dash}{away}, men brickorna ger {board_home}{dash}{board_away}: välj vilket som gäller.</translation>
    </message>
    <message>
        <source>from the boards</source>
        <translation>från brickorna</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>inskrivet</translation>
    </message>
    <message>
        <source>from the boards, exactly {home}{dash}{away}</source>
        <translation>från brickorna, exakt {home}{dash}{away}</translation>
    </message>
    <message>
        <source>Half {half}: {home}{dash}{away} IMP ({source}); {entered}</source>
        <translation>Halvlek {half}: {home}{dash}{away} IMP ({source}); {entered}</translation>
    </message>
    <message>
        <source>{match}: board {board}, {room} room: {contract}</source>
        <translation>{match}: bricka {board}, {room} rum: {contract}</translation>
    </message>
    <message>
        <source>Choose a cell of the room to score first (Open or Closed).</source>
        <translation>Välj först en cell i rummet som ska få resultatet (Öppet eller Slutet).</translation>
    </message>
    <message>
        <source>{match}: board {board}, {room} room: weighted score</source>
        <translation>{match}: bricka {board}, {room} rum: viktat resultat</translation>
    </message>
    <message>
        <source>{match}: remove board {board}, {room} room</source>
        <translation>{match}: ta bort bricka {board}, {room} rum</translation>
    </message>
    <message>
        <source>{match}, half {half}: which totals count</source>
        <translation>{match}, halvlek {half}: vilka summor som gäller</translation>
    </message>
</context>
<context>
    <name>UnauthorisedPlayerDialog</name>
    <message>
        <source>Unauthorised player</source>
        <translation>Otillåten reserv</translation>
    </message>
    <message>
        <source>Found in the line-ups (check the cases to rule on):</source>
        <translation>Funna i uppställningarna (markera dem som ska dömas):</translation>
    </message>
    <message>
        <source>Found in the line-ups</source>
        <translation>Funna i uppställningarna</translation>
    </message>
    <message>
        <source>Or by hand (when no case above is checked)</source>
        <translation>Eller för hand (när inget fall ovan är markerat)</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match:</translation>
    </message>
    <message>
        <source>&amp;Team:</source>
        <translation>&amp;Lag:</translation>
    </message>
    <message>
        <source>Player&apos;s M&amp;ID:</source>
        <translation>Spelarens M&amp;ID:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>&amp;First offence:</source>
        <translation>&amp;Första förseelsen:</translation>
    </message>
    <message>
        <source>{name} played half {half} for {team}</source>
        <translation>{name} spelade halvlek {half} för {team}</translation>
    </message>
    <message>
        <source>{mid} is not in {team}&apos;s line-up of this match: enter the line-up first.</source>
        <translation>{mid} finns inte i uppställningen för {team} i denna match: ange uppställningen först.</translation>
    </message>
    <message>
        <source>{count} rulings: {vp} VP in total</source>
        <translation>{count} domslut: {vp} VP totalt</translation>
    </message>
    <message>
        <source>Fee deadline (P3): if the membership fee of {mid} is unpaid, it must reach the federation by {deadline}, {days} days after the first offence on {first}; otherwise the team is disqualified and its results are struck.</source>
        <translation>Avgiftsfrist (P3): om medlemsavgiften för {mid} är obetald ska den vara förbundet till handa senast {deadline}, {days} dagar efter den första förseelsen {first}; annars diskvalificeras laget och dess resultat stryks.</translation>
    </message>
    <message>
        <source>Unauthorised players: {count} rulings</source>
        <translation>Otillåtna reserver: {count} domslut</translation>
    </message>
    <message>
        <source>Unauthorised player {mid}</source>
        <translation>Otillåten reserv {mid}</translation>
    </message>
    <message>
        <source>Check a case found in the line-ups, or choose the match and the team and type the player&apos;s MID.</source>
        <translation>Markera ett fall från uppställningarna, eller välj match och lag och skriv spelarens MID.</translation>
    </message>
    <message>
        <source>Unauthorised player {mid}: {team}</source>
        <translation>Otillåten reserv {mid}: {team}</translation>
    </message>
</context>
<context>
    <name>UploadDialog</name>
    <message>
        <source>Choose the site&apos;s folder under Publish… first: that folder is uploaded.</source>
        <translation>Välj först webbplatsens mapp under Publicera…: det är den mappen som laddas upp.</translation>
    </message>
    <message>
        <source>The password could not be kept in the keyring: {error}</source>
        <translation>Lösenordet kunde inte sparas i nyckelringen: {error}</translation>
    </message>
    <message>
        <source>Upload the results to a web host</source>
        <translation>Ladda upp resultaten till ett webbhotell</translation>
    </message>
    <message>
        <source>&amp;Protocol:</source>
        <translation>&amp;Protokoll:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Värd:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Användare:</translation>
    </message>
    <message>
        <source>&amp;Folder on the host:</source>
        <translation>&amp;Mapp på värden:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>&amp;Lösenord:</translation>
    </message>
    <message>
        <source>kept in the keyring; leave empty to keep the stored one</source>
        <translation>sparas i nyckelringen; lämna tomt för att behålla det sparade</translation>
    </message>
    <message>
        <source>Stop uploading</source>
        <translation>Sluta ladda upp</translation>
    </message>
</context>
<context>
    <name>VenueScreen</name>
    <message>
        <source>Rank</source>
        <translation>Plac</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spelade</translation>
    </message>
    <message>
        <source>IMP quotient</source>
        <translation>IMP-kvot</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Standings after the results entered so far</source>
        <translation>Ställning efter hittills inmatade resultat</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Hemma</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Borta</translation>
    </message>
    <message>
        <source>Half {half}</source>
        <translation>Halvlek {half}</translation>
    </message>
    <message>
        <source>IMP</source>
        <translation>IMP</translation>
    </message>
    <message>
        <source>Bye: {team}</source>
        <translation>Frirond: {team}</translation>
    </message>
    <message>
        <source>Round {round}: results</source>
        <translation>Rond {round}: resultat</translation>
    </message>
    <message>
        <source>IAF</source>
        <translation>IÖF</translation>
    </message>
    <message>
        <source>Round {round}: IMPs across the field ({boards} boards)</source>
        <translation>Rond {round}: IMP över fältet ({boards} brickor)</translation>
    </message>
</context>
<context>
    <name>VenueShareDialog</name>
    <message>
        <source>The folder the venues share</source>
        <translation>Mappen som spelplatserna delar</translation>
    </message>
    <message>
        <source>Choose the folder the venues share (kept in sync by Syncthing or a share).</source>
        <translation>Välj mappen som spelplatserna delar (synkas av Syncthing eller en utdelad mapp).</translation>
    </message>
    <message>
        <source>The file has no semifinal; set up the semifinal day first.</source>
        <translation>Filen har ingen semifinal; lägg först upp semifinaldagen.</translation>
    </message>
    <message>
        <source>Give this venue&apos;s name, as the other venues will see it.</source>
        <translation>Ange den här spelplatsens namn, som de andra spelplatserna ser det.</translation>
    </message>
    <message>
        <source>Share board results between venues</source>
        <translation>Dela brickresultat mellan spelplatser</translation>
    </message>
    <message>
        <source>Shared &amp;folder:</source>
        <translation>Delad &amp;mapp:</translation>
    </message>
    <message>
        <source>This venue&apos;s &amp;stage:</source>
        <translation>Spelplatsens &amp;etapp:</translation>
    </message>
    <message>
        <source>This venue&apos;s &amp;name:</source>
        <translation>Spelplatsens &amp;namn:</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Bläddra…</translation>
    </message>
    <message>
        <source>Stop sharing</source>
        <translation>Sluta dela</translation>
    </message>
</context>
<context>
    <name>VenueSharing</name>
    <message>
        <source>This venue&apos;s results could not be written to the shared folder: {error}</source>
        <translation>Spelplatsens resultat kunde inte skrivas till den delade mappen: {error}</translation>
    </message>
    <message>
        <source>The shared folder cannot be read: {error}</source>
        <translation>Den delade mappen kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>Merge the results of another venue</source>
        <translation>Slå samman en annan spelplats resultat</translation>
    </message>
</context>
<context>
    <name>Venues</name>
    <message>
        <source>{file} cannot be read: {error}</source>
        <translation>{file} kan inte läsas: {error}</translation>
    </message>
    <message>
        <source>{file} is not a venue&apos;s results file.</source>
        <translation>{file} är ingen resultatfil från en spelplats.</translation>
    </message>
    <message>
        <source>{file} is of version {version}; this tddesk reads version {known}.</source>
        <translation>{file} har version {version}; den här tddesk läser version {known}.</translation>
    </message>
    <message>
        <source>{file} lacks its stage, sequence or matches.</source>
        <translation>{file} saknar etapp, löpnummer eller matcher.</translation>
    </message>
    <message>
        <source>{stage} has no match {match} here; is it the same day&apos;s file?</source>
        <translation>{stage} har ingen match {match} här; är det samma dags fil?</translation>
    </message>
    <message>
        <source>A board of {match} lacks its half, room or number.</source>
        <translation>En bricka i {match} saknar halvlek, rum eller nummer.</translation>
    </message>
    <message>
        <source>{match}, board {board}</source>
        <translation>{match}, bricka {board}</translation>
    </message>
    <message>
        <source>{where} ({room}): entered here, kept; {venue} has another result.</source>
        <translation>{where} ({room}): inmatat här, behålls; {venue} har ett annat resultat.</translation>
    </message>
    <message>
        <source>{file} is a copy the sync tool made of a conflict; not merged. Compare it with the venue&apos;s file and remove it.</source>
        <translation>{file} är en kopia som synkverktyget gjort vid en konflikt; inte sammanfogad. Jämför den med spelplatsens fil och ta bort den.</translation>
    </message>
    <message>
        <source>{file} holds {stage}&apos;s results under another name; not merged.</source>
        <translation>{file} innehåller resultaten för {stage} under ett annat namn; inte sammanfogad.</translation>
    </message>
    <message>
        <source>{venue} writes this venue&apos;s stage {stage}; not merged. Check each venue&apos;s stage.</source>
        <translation>{venue} skriver den här spelplatsens etapp {stage}; inte sammanfogad. Kontrollera varje spelplats etapp.</translation>
    </message>
    <message>
        <source>{file} is older than the results of {venue} already merged; not merged.</source>
        <translation>{file} är äldre än de resultat från {venue} som redan sammanfogats; inte sammanfogad.</translation>
    </message>
    <message>
        <source>{file} now comes from {venue}, before from {other}; not merged.</source>
        <translation>{file} kommer nu från {venue}, tidigare från {other}; inte sammanfogad.</translation>
    </message>
    <message>
        <source>{file} not merged: {reason}</source>
        <translation>{file} inte sammanfogad: {reason}</translation>
    </message>
    <message>
        <source>{venue}: {written} result(s) merged, {removed} removed.</source>
        <translation>{venue}: {written} resultat sammanfogade, {removed} borttagna.</translation>
    </message>
</context>
<context>
    <name>ViewHeader</name>
    <message>
        <source>{stage} — {page}</source>
        <translation>{stage} — {page}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Rond {number}</translation>
    </message>
    <message>
        <source>Round {number} ({date})</source>
        <translation>Rond {number} ({date})</translation>
    </message>
    <message>
        <source>Member register</source>
        <translation>Medlemsregister</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Allocation to semifinals</source>
        <translation>Fördelning SF</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Playing day</source>
        <translation>Speldag</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Spelschema</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <source>Cross-table</source>
        <translation>Korstabell</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>Domslut</translation>
    </message>
    <message>
        <source>Fees</source>
        <translation>Avgifter</translation>
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
    <name>WalkoverDialog</name>
    <message>
        <source>Walkover</source>
        <translation>W.O.</translation>
    </message>
    <message>
        <source>W1: only the committee rules a walkover. Record its decision here.</source>
        <translation>W1: bara TK dömer W.O. Registrera TK:s beslut här.</translation>
    </message>
    <message>
        <source>W2: the VP candidates of the team that played</source>
        <translation>W2: VP-kandidaterna för laget som spelade</translation>
    </message>
    <message>
        <source>&amp;Match:</source>
        <translation>&amp;Match:</translation>
    </message>
    <message>
        <source>&amp;Gave the walkover:</source>
        <translation>&amp;Lämnade W.O.:</translation>
    </message>
    <message>
        <source>&amp;Ruled on:</source>
        <translation>&amp;Beslutat den:</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <source>VP it loses</source>
        <translation>VP som förloras</translation>
    </message>
    <message>
        <source>IMPs it loses</source>
        <translation>IMP som förloras</translation>
    </message>
    <message>
        <source>There is no match left to rule a walkover on: every match has a result or a ruling.</source>
        <translation>Det finns ingen match kvar att döma W.O. i: varje match har ett resultat eller ett domslut.</translation>
    </message>
    <message>
        <source>provisional until the series has ended</source>
        <translation>preliminärt tills serien är slut</translation>
    </message>
    <message>
        <source>final</source>
        <translation>slutligt</translation>
    </message>
    <message>
        <source>{team}: {vp} VP, IMPs 0–{imps}</source>
        <translation>{team}: {vp} VP, IMP 0–{imps}</translation>
    </message>
    <message>
        <source>{team}: {vp} VP ({state}), IMPs {imps}–0</source>
        <translation>{team}: {vp} VP ({state}), IMP {imps}–0</translation>
    </message>
    <message>
        <source>(1) Own average in its other matches</source>
        <translation>(1) Eget genomsnitt i övriga matcher</translation>
    </message>
    <message>
        <source>(2) Minimum</source>
        <translation>(2) Minimum</translation>
    </message>
    <message>
        <source>(3) What the opponents scored against the walkover team, on average</source>
        <translation>(3) Vad motståndarna i genomsnitt fick mot laget som lämnade W.O.</translation>
    </message>
    <message>
        <source>W5 does not apply: not all teams meet all in this stage.</source>
        <translation>W5 gäller inte: alla lag möter inte alla i denna etapp.</translation>
    </message>
    <message>
        <source>W5: this is walkover number {count} of {team} in this stage; more than {limit} excludes the team. These results will be struck:</source>
        <translation>W5: detta är W.O. nummer {count} för {team} i denna etapp; fler än {limit} utesluter laget. Dessa resultat stryks:</translation>
    </message>
    <message>
        <source>provisional</source>
        <translation>preliminärt</translation>
    </message>
    <message>
        <source>Choose the match and the team that gave the walkover.</source>
        <translation>Välj matchen och laget som lämnade W.O.</translation>
    </message>
    <message>
        <source>Walkover: {team} in round {round}</source>
        <translation>W.O.: {team} i rond {round}</translation>
    </message>
</context>
<context>
    <name>WebUpload</name>
    <message>
        <source>Web: sending {done} of {total}</source>
        <translation>Webben: skickar {done} av {total}</translation>
    </message>
    <message>
        <source>Web: offline, next try in {seconds} s</source>
        <translation>Webben: ej ansluten, nytt försök om {seconds} s</translation>
    </message>
    <message>
        <source>Web: not uploaded</source>
        <translation>Webben: inte uppladdad</translation>
    </message>
    <message>
        <source>Web: uploaded {time}</source>
        <translation>Webben: uppladdad {time}</translation>
    </message>
    <message>
        <source>Web: waiting</source>
        <translation>Webben: väntar</translation>
    </message>
</context>
<context>
    <name>WeightedScoreDialog</name>
    <message>
        <source>Weighted score</source>
        <translation>Viktat resultat</translation>
    </message>
    <message>
        <source>Board {board}: the results the board might have had and the weight of each (Law 12C1(c)); the weights add up to 100 %.</source>
        <translation>Bricka {board}: de resultat brickan kunde ha fått och vikten för vart och ett (lag 12C1(c)); vikterna blir tillsammans 100 %.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>Decl.</source>
        <translation>Spf.</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <source>Weight %</source>
        <translation>Vikt %</translation>
    </message>
    <message>
        <source>NS score</source>
        <translation>NS poäng</translation>
    </message>
    <message>
        <source>Results and their weights</source>
        <translation>Resultaten och deras vikter</translation>
    </message>
    <message>
        <source>&amp;Add a result</source>
        <translation>&amp;Lägg till ett resultat</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Insert</translation>
    </message>
    <message>
        <source>&amp;Remove the result</source>
        <translation>Ta &amp;bort resultatet</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Row {row}: {problem}</source>
        <translation>Rad {row}: {problem}</translation>
    </message>
    <message>
        <source>Row {row}: the weight is a whole number of percent from 1 to 99, not &apos;{weight}&apos;.</source>
        <translation>Rad {row}: vikten är ett helt antal procent från 1 till 99, inte &apos;{weight}&apos;.</translation>
    </message>
    <message>
        <source>Weights: {total} %</source>
        <translation>Vikter: {total} %</translation>
    </message>
    <message>
        <source>Type at least two results, each with its weight.</source>
        <translation>Skriv minst två resultat, vart och ett med sin vikt.</translation>
    </message>
    <message>
        <source>The weights add up to {total} %; change them so that they add up to 100 %.</source>
        <translation>Vikterna blir tillsammans {total} %; ändra dem så att de blir 100 %.</translation>
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
<context>
    <name>WindowController</name>
    <message>
        <source>The change could not be made</source>
        <translation>Ändringen kunde inte göras</translation>
    </message>
    <message>
        <source>New heat…</source>
        <translation>Nytt kvalheat…</translation>
    </message>
    <message>
        <source>Change settings…</source>
        <translation>Ändra inställningar…</translation>
    </message>
</context>
</TS>
