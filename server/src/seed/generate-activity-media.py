#!/usr/bin/python3
"""
Generates the listening recordings of the daily activities under server/media/activities/
(run once; the output is committed). The questions are in activities-content.ts; the scripts
here are what the learner hears, so they are not in the section text.
Needs: apt-get install -y espeak-ng ffmpeg
Speech is espeak-ng's Slovak voice (a female and a male variant), mono 22.05 kHz MP3 at 24 kbps
to keep the whole folder well under 2 MB.
Usage: /usr/bin/python3 server/src/seed/generate-activity-media.py
"""
import json, subprocess, tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / 'media' / 'activities'
TMP = Path(tempfile.mkdtemp(prefix='activity-media-'))
VOICES = {'N': 'sk', 'F': 'sk+f3', 'M': 'sk+m3'}
SPEED = '130'  # words per minute: a little slower than espeak's default, for learners

SCRIPTS = {
    'den-01-lucia': [
        ('F', 'Ahoj! Volám sa Lucia Kováčová.'),
        ('F', 'Mám dvadsaťpäť rokov a som zo Slovenska, z Košíc.'),
        ('F', 'Teraz bývam v Bratislave.'),
        ('F', 'Som učiteľka. Učím angličtinu na základnej škole.'),
        ('F', 'Vo voľnom čase rada čítam a chodím do hôr.'),
        ('F', 'Mám brata. Volá sa Peter. Peter je programátor a býva v Žiline.'),
        ('F', 'Teším sa na stretnutie!'),
    ],
    'den-02-kaviaren': [
        ('M', 'Dobrý deň, čo si dáte?'),
        ('F', 'Dobrý deň. Dám si veľkú kávu s mliekom, prosím.'),
        ('M', 'Prosíte si aj niečo sladké? Máme čerstvý jablkový koláč.'),
        ('F', 'Áno, jeden kúsok koláča, ďakujem. A pohár vody.'),
        ('M', 'Perlivej alebo neperlivej?'),
        ('F', 'Neperlivej, prosím. Koľko to stojí?'),
        ('M', 'Káva stojí dve eurá päťdesiat, koláč tri eurá. Voda je zadarmo. Spolu päť eur päťdesiat.'),
        ('F', 'Môžem platiť kartou?'),
        ('M', 'Samozrejme.'),
    ],
    'den-03-trh': [
        ('F', 'Dobrý deň! Čo to bude?'),
        ('M', 'Dobrý deň. Prosím si kilo zemiakov a pol kila mrkvy.'),
        ('F', 'Nech sa páči. Ešte niečo?'),
        ('M', 'Máte slovenské jablká?'),
        ('F', 'Áno, tieto sú z Považia. Kilo stojí dve eurá.'),
        ('M', 'Tak mi dajte dve kilá. A koľko stoja tie paradajky?'),
        ('F', 'Normálne tri eurá za kilo, ale dnes sú v akcii za dve eurá päťdesiat.'),
        ('M', 'Dobre, vezmem si jedno kilo. To je všetko.'),
    ],
    'den-04-stanica': [
        ('N', 'Vážení cestujúci, rýchlik Tatran z Bratislavy do Košíc, pravidelný odchod o desiatej hodine a päť minút, bude meškať približne dvadsať minút.'),
        ('F', 'Dobrý deň, jeden lístok do Popradu, prosím.'),
        ('M', 'Jednosmerný alebo spiatočný?'),
        ('F', 'Spiatočný. Som študentka, mám nárok na zľavu?'),
        ('M', 'Študenti cestujú zadarmo. Potrebujete len preukaz a lístok s nulovou cenou. Vlak odchádza z tretieho nástupišťa.'),
        ('F', 'Ďakujem. A kedy príde do Popradu?'),
        ('M', 'Podľa cestovného poriadku o trinástej päťdesiat, ale dnes mešká.'),
    ],
    'den-05-moj-den': [
        ('M', 'Volám sa Martin. Ráno vstávam o šiestej.'),
        ('M', 'Najprv sa osprchujem a potom si urobím raňajky, zvyčajne ovsenú kašu a čaj.'),
        ('M', 'O siedmej idem autobusom do práce. Pracujem v banke v centre mesta.'),
        ('M', 'O pol dvanástej obedujem s kolegami v jedálni.'),
        ('M', 'Z práce odchádzam o štvrtej. Dvakrát do týždňa chodím plávať a v stredu mám kurz nemčiny.'),
        ('M', 'Večer varím, pozerám správy a o jedenástej idem spať.'),
    ],
    'den-06-byt': [
        ('M', 'Dobrý deň, volám sa Tomáš Horváth. Volám kvôli inzerátu. Je ten dvojizbový byt ešte voľný?'),
        ('F', 'Dobrý deň. Áno, ešte je voľný. Je na treťom poschodí, má balkón a je čiastočne zariadený.'),
        ('M', 'Aký vysoký je nájom?'),
        ('F', 'Šesťsto eur mesačne plus energie, približne stodvadsať eur. Pri podpise zmluvy zaplatíte aj zálohu vo výške jedného nájmu.'),
        ('M', 'Je v dome výťah? A môžem mať mačku?'),
        ('F', 'Výťah áno. Zvieratá v byte nechceme, prepáčte.'),
        ('M', 'Rozumiem. Mohol by som si byt pozrieť vo štvrtok popoludní?'),
        ('F', 'Áno. Vyhovuje vám vo štvrtok o piatej?'),
        ('M', 'Áno, ďakujem. Dovidenia.'),
    ],
    'den-07-pocasie': [
        ('N', 'Dobrý večer, prinášame predpoveď počasia na zajtra.'),
        ('N', 'Na západe Slovenska bude prevažne slnečno, s teplotami od osemnásť do dvadsaťdva stupňov.'),
        ('N', 'Na strednom Slovensku bude oblačno a popoludní môžu byť miestami prehánky.'),
        ('N', 'Na východe očakávame silný vietor a teploty okolo pätnásť stupňov.'),
        ('N', 'Na horách bude chladnejšie, na Lomnickom štíte iba tri stupne.'),
        ('N', 'Cez víkend sa oteplí a na celom Slovensku bude slnečno.'),
    ],
    'den-08-lekar': [
        ('M', 'Dobrý deň, posaďte sa. Čo vás trápi?'),
        ('F', 'Dobrý deň, pán doktor. Od včera ma bolí hrdlo a hlava a v noci som mala horúčku, skoro tridsaťosem a pol.'),
        ('M', 'Kašlete?'),
        ('F', 'Trochu, najmä ráno.'),
        ('M', 'Pozriem sa vám do hrdla. Je červené. Vyzerá to na angínu.'),
        ('M', 'Predpíšem vám antibiotiká. Budete ich brať dvakrát denne sedem dní, vždy po jedle.'),
        ('F', 'Môžem ísť zajtra do práce?'),
        ('M', 'Nie. Vypíšem vám práceneschopnosť na päť dní. Pite veľa teplého čaju a oddychujte. Ak vám nebude lepšie, príďte v piatok.'),
    ],
}


def run(*args):
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def duration(path):
    out = subprocess.run(['ffprobe', '-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', str(path)],
                         check=True, capture_output=True, text=True).stdout
    return float(out.strip())


def speak(lines, out_mp3):
    """lines: [(voice, text)]; each line spoken, 0.6 s apart (a turn in a dialogue)."""
    silence = TMP / 'silence.wav'
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '0.6', str(silence))
    parts = []
    for i, (voice, line) in enumerate(lines):
        wav = TMP / f'{out_mp3.stem}-{i}.wav'
        run('espeak-ng', '-v', VOICES[voice], '-s', SPEED, '-w', str(wav), line)
        norm = TMP / f'{out_mp3.stem}-{i}-n.wav'
        run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(wav), '-ar', '22050', '-ac', '1', str(norm))
        parts += [norm, silence]
    listing = TMP / f'{out_mp3.stem}.txt'
    listing.write_text(''.join(f"file '{p}'\n" for p in parts))
    wav = TMP / f'{out_mp3.stem}.wav'
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', str(listing), '-c', 'copy', str(wav))
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(wav), '-ac', '1', '-ar', '22050', '-b:a', '24k', str(out_mp3))


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    durations = {}
    for slug, lines in SCRIPTS.items():
        out = OUT / f'{slug}.mp3'
        speak(lines, out)
        durations[out.name] = round(duration(out), 1)
    total = sum(p.stat().st_size for p in OUT.glob('*.mp3'))
    print(json.dumps({'seconds': durations, 'bytes': total}, indent=1))


if __name__ == '__main__':
    main()
