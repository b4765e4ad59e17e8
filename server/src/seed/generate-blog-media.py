#!/usr/bin/python3
"""
Generates the blog and news media under server/media/ (run once; the output is committed).
Needs: apt-get install -y espeak-ng ffmpeg python3-reportlab fonts-dejavu-core
Everything is drawn or spoken here: pictures are SVG scenes rendered to JPEG by ffmpeg,
speech is espeak-ng's Slovak voice, videos are narrated slideshows, transcripts are PDFs.
Usage: /usr/bin/python3 server/src/seed/generate-blog-media.py
"""
import json, os, subprocess, tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / 'media'
BLOG, NEWS, AUTHORS = ROOT / 'blog', ROOT / 'news', ROOT / 'blog' / 'authors'
FONT = 'DejaVu Sans'
TMP = Path(tempfile.mkdtemp(prefix='blog-media-'))

def run(*args):
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)

def svg(body, bg=('#8ec5fc', '#e0c3fc'), w=640, h=360):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{bg[0]}"/>'
            f'<stop offset="1" stop-color="{bg[1]}"/></linearGradient></defs>'
            f'<rect width="{w}" height="{h}" fill="url(#bg)"/>{body}</svg>')

def text(x, y, s, size=28, fill='#fff', weight='bold', anchor='middle'):
    return f'<text x="{x}" y="{y}" font-family="{FONT}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{s}</text>'

def render(svg_text, out, quality=5, size=None):
    src = TMP / (out.stem + '.svg')
    src.write_text(svg_text, encoding='utf-8')
    args = ['ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(src)]
    if size: args += ['-vf', f'scale={size}']
    run(*args, '-q:v', str(quality), str(out))

# ---------------------------------------------------------------- scenes
MOUNTAINS = ('<path d="M0 290 L120 150 L190 210 L310 70 L420 200 L500 130 L640 260 L640 360 L0 360Z" fill="#46607a"/>'
             '<path d="M310 70 L345 112 L325 106 L305 122 L285 100Z M120 150 L140 174 L120 168 L104 178Z M500 130 L522 152 L500 148 L486 156Z" fill="#fff"/>')
SCENES = {
    'pozdravy': svg('<rect x="60" y="70" width="250" height="120" rx="28" fill="#fff"/><path d="M120 185 L100 235 L165 188Z" fill="#fff"/>'
                    + text(185, 145, 'Ahoj!', 44, '#e76f51')
                    + '<rect x="330" y="150" width="260" height="120" rx="28" fill="#264653"/><path d="M520 265 L545 315 L470 268Z" fill="#264653"/>'
                    + text(460, 225, 'Dobrý deň!', 38), ('#f4a261', '#e9c46a')),
    'kaviaren': svg('<ellipse cx="320" cy="290" rx="170" ry="26" fill="#e9d8c4"/><path d="M220 170 h200 v70 a70 60 0 0 1 -70 60 h-60 a70 60 0 0 1 -70 -60z" fill="#fff"/>'
                    '<path d="M420 190 a34 30 0 1 1 0 56" stroke="#fff" stroke-width="14" fill="none"/><ellipse cx="320" cy="172" rx="100" ry="14" fill="#6f4518"/>'
                    '<path d="M280 140 q-18 -30 0 -60 M320 140 q-18 -30 0 -60 M360 140 q-18 -30 0 -60" stroke="#fff" stroke-width="6" fill="none" opacity=".8"/>',
                    ('#b08968', '#7f5539')),
    'trh': svg('<rect x="90" y="130" width="460" height="170" fill="#9c6644"/>'
               + ''.join(f'<rect x="{90 + i * 46}" y="60" width="46" height="70" fill="{"#e63946" if i % 2 == 0 else "#fff"}"/>' for i in range(10))
               + ''.join(f'<circle cx="{130 + i * 42}" cy="{150 + (i % 2) * 8}" r="19" fill="#d62828"/>' for i in range(5))
               + ''.join(f'<circle cx="{350 + i * 40}" cy="{152 + (i % 2) * 8}" r="18" fill="#f77f00"/>' for i in range(5))
               + '<rect x="250" y="210" width="140" height="60" rx="8" fill="#fff"/>' + text(320, 252, '2 € / kg', 30, '#1d3557'),
               ('#a8dadc', '#f1faee')),
    'rod': svg(''.join(f'<rect x="{50 + i * 190}" y="100" width="160" height="160" rx="24" fill="{c}"/>' + text(130 + i * 190, 200, w, 52)
                       for i, (w, c) in enumerate([('ten', '#457b9d'), ('tá', '#e76f51'), ('to', '#2a9d8f')])),
               ('#f1faee', '#a8dadc')),
    'byt-mat': svg('<rect x="70" y="90" width="230" height="180" rx="26" fill="#6d597a"/>' + text(185, 200, 'byť', 64)
                   + '<rect x="340" y="90" width="230" height="180" rx="26" fill="#b56576"/>' + text(455, 200, 'mať', 64),
                   ('#eaac8b', '#e56b6f')),
    'pady': svg('<rect x="80" y="60" width="480" height="240" rx="18" fill="#fff"/>'
                + '<path d="M80 120 h480 M80 180 h480 M80 240 h480 M320 60 v240" stroke="#adb5bd" stroke-width="3"/>'
                + text(200, 102, 'Kto? Čo?', 26, '#1d3557') + text(440, 102, 'Koho? Čo?', 26, '#1d3557')
                + text(200, 162, 'mama', 26, '#457b9d', 'normal') + text(440, 162, 'mamu', 26, '#e63946', 'normal')
                + text(200, 222, 'žena', 26, '#457b9d', 'normal') + text(440, 222, 'ženu', 26, '#e63946', 'normal')
                + text(200, 282, 'káva', 26, '#457b9d', 'normal') + text(440, 282, 'kávu', 26, '#e63946', 'normal'),
                ('#cddafd', '#dfe7fd')),
    'vianoce': svg('<path d="M320 50 L420 200 L370 200 L450 300 L190 300 L270 200 L220 200Z" fill="#2d6a4f"/><rect x="300" y="300" width="40" height="40" fill="#7f4f24"/>'
                   '<path d="M320 30 l9 20 22 3 -16 15 4 22 -19 -11 -19 11 4 -22 -16 -15 22 -3z" fill="#ffd60a"/>'
                   + ''.join(f'<circle cx="{x}" cy="{y}" r="9" fill="{c}"/>' for x, y, c in [(300, 150, '#e63946'), (350, 200, '#ffd60a'), (280, 250, '#4cc9f0'), (370, 270, '#e63946'), (320, 230, '#f72585')])
                   + ''.join(f'<circle cx="{x}" cy="{y}" r="4" fill="#fff"/>' for x, y in [(60, 60), (120, 140), (560, 80), (500, 190), (90, 260), (590, 300), (200, 40), (450, 40)]),
                   ('#03045e', '#0077b6')),
    'halusky': svg('<ellipse cx="320" cy="215" rx="230" ry="95" fill="#fff"/><ellipse cx="320" cy="205" rx="190" ry="70" fill="#f8f4e3"/>'
                   + ''.join(f'<ellipse cx="{220 + (i * 37) % 200}" cy="{175 + (i * 23) % 60}" rx="16" ry="9" fill="#fefae0" stroke="#e9e3c9"/>' for i in range(22))
                   + ''.join(f'<rect x="{230 + (i * 53) % 180}" y="{180 + (i * 31) % 50}" width="14" height="9" rx="2" fill="#bc4749"/>' for i in range(9))
                   + '<path d="M260 175 q60 -25 120 0" stroke="#6a994e" stroke-width="5" fill="none"/>',
                   ('#a7c957', '#6a994e')),
    'bratislava': svg('<rect x="0" y="270" width="640" height="90" fill="#4895ef"/><path d="M0 270 Q320 250 640 270" fill="#4895ef"/>'
                      '<rect x="210" y="120" width="220" height="110" fill="#fefae0"/>'
                      + ''.join(f'<rect x="{x}" y="90" width="36" height="140" fill="#fefae0"/><path d="M{x - 4} 90 L{x + 18} 62 L{x + 40} 90Z" fill="#bc4749"/>' for x in (198, 406))
                      + ''.join(f'<rect x="{232 + i * 44}" y="150" width="16" height="26" fill="#6c757d"/>' for i in range(5))
                      + '<path d="M150 230 Q320 180 490 230" stroke="#fff" stroke-width="4" fill="none"/><rect x="0" y="230" width="640" height="40" fill="#52b788"/>',
                      ('#ffafcc', '#bde0fe')),
    'tatry': svg(MOUNTAINS + '<ellipse cx="320" cy="320" rx="260" ry="30" fill="#4cc9f0" opacity=".8"/>'
                 '<path d="M40 300 l20 -50 20 50z M80 305 l18 -44 18 44z M540 300 l20 -50 20 50z" fill="#1b4332"/>', ('#90e0ef', '#caf0f8')),
    'vlak': svg('<rect x="0" y="270" width="640" height="10" fill="#6c757d"/>' + ''.join(f'<rect x="{i * 40}" y="280" width="22" height="8" fill="#8d6e63"/>' for i in range(17))
                + '<rect x="110" y="150" width="170" height="110" rx="14" fill="#d00000"/><rect x="290" y="150" width="170" height="110" rx="14" fill="#d00000"/>'
                + '<path d="M470 150 h40 a40 40 0 0 1 40 40 v70 h-80z" fill="#9d0208"/>'
                + ''.join(f'<rect x="{x}" y="170" width="40" height="34" rx="6" fill="#caf0f8"/>' for x in (125, 180, 230, 305, 360, 410, 485))
                + ''.join(f'<circle cx="{x}" cy="262" r="14" fill="#343a40"/>' for x in (150, 240, 330, 420, 510)),
                ('#ffe5ec', '#ffc2d1')),
    'zdrobneniny': svg('<rect x="120" y="140" width="150" height="120" rx="20" fill="#fff"/>' + text(195, 300, 'káva', 30, '#fff')
                       + '<rect x="420" y="190" width="80" height="70" rx="14" fill="#fff"/>' + text(460, 300, 'kávička', 30, '#fff')
                       + '<path d="M300 200 h80 l-20 -16 M380 200 l-20 16" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>'
                       + '<path d="M460 120 c-20 -30 -60 -5 0 40 c60 -45 20 -70 0 -40z" fill="#ff4d6d"/>',
                       ('#ff8fa3', '#c9184a')),
    'vyslovnost': svg('<rect x="280" y="70" width="80" height="140" rx="40" fill="#343a40"/><path d="M250 170 a70 70 0 0 0 140 0" stroke="#343a40" stroke-width="12" fill="none"/>'
                      '<rect x="314" y="240" width="12" height="50" fill="#343a40"/><rect x="270" y="288" width="100" height="12" rx="6" fill="#343a40"/>'
                      + text(120, 160, 'ä', 72, '#fff') + text(520, 160, 'ô', 72, '#fff') + text(120, 280, 'ia', 56, '#fff') + text(520, 280, 'ie', 56, '#fff'),
                      ('#4361ee', '#7209b7')),
    'podcast': svg('<circle cx="320" cy="180" r="120" fill="#fff" opacity=".25"/><circle cx="320" cy="180" r="80" fill="#fff" opacity=".35"/>'
                   + text(320, 170, 'Slovenčina', 40) + text(320, 215, 'na každý deň', 30, '#fff', 'normal'), ('#f72585', '#3a0ca3')),
    'gramatika': svg(text(320, 160, 'Gramatika', 56) + text(320, 215, 'bez stresu', 34, '#fff', 'normal'), ('#2a9d8f', '#264653')),
    'aktivity': svg(''.join(f'<rect x="{40 + i * 195}" y="120" width="170" height="120" rx="20" fill="#fff" opacity=".92"/>' + text(125 + i * 195, 190, s, 24, '#3a0ca3')
                            for i, s in enumerate(['Počúvanie', 'Čítanie', 'Hovorenie'])), ('#4cc9f0', '#4361ee')),
    'udrzba': svg('<circle cx="320" cy="180" r="90" fill="none" stroke="#fff" stroke-width="26" stroke-dasharray="40 22"/><circle cx="320" cy="180" r="40" fill="#fff"/>', ('#6c757d', '#343a40')),
}

AUTHORS_ART = {
    'jana': ('#e76f51', '#6d3b1e', 'long'), 'peter': ('#2a9d8f', '#3d2b1f', 'short'), 'zuzana': ('#8338ec', '#d4a373', 'bun'),
}

def avatar(bg, hair, style):
    hair_shape = {
        'long': '<path d="M70 120 q0 -80 90 -80 q90 0 90 80 v110 h-40 v-100 h-100 v100 h-40z" fill="HAIR"/>',
        'short': '<path d="M88 110 q0 -70 72 -70 q72 0 72 70 q-20 -30 -72 -30 q-52 0 -72 30z" fill="HAIR"/>',
        'bun': '<circle cx="160" cy="40" r="30" fill="HAIR"/><path d="M88 115 q0 -75 72 -75 q72 0 72 75 q-25 -35 -72 -35 q-47 0 -72 35z" fill="HAIR"/>',
    }[style].replace('HAIR', hair)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><rect width="320" height="320" fill="{bg}"/>'
            f'<path d="M50 320 q0 -90 110 -90 q110 0 110 90z" fill="#fefae0"/>{hair_shape if style == "long" else ""}'
            f'<circle cx="160" cy="130" r="68" fill="#f1c27d"/>{hair_shape if style != "long" else ""}'
            f'<circle cx="135" cy="130" r="7" fill="#333"/><circle cx="185" cy="130" r="7" fill="#333"/>'
            f'<path d="M135 160 q25 20 50 0" stroke="#333" stroke-width="5" fill="none" stroke-linecap="round"/></svg>')

# ---------------------------------------------------------------- speech
VOICES = {'N': 'sk', 'F': 'sk+f3', 'M': 'sk+m3'}

def speak(lines, out_mp3):
    """lines: [(voice, text)]; each line spoken, 0.5 s apart; returns seconds per line."""
    parts, lengths = [], []
    silence = TMP / 'silence.wav'
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=22050:cl=mono', '-t', '0.5', str(silence))
    for i, (voice, line) in enumerate(lines):
        wav = TMP / f'{out_mp3.stem}-{i}.wav'
        run('espeak-ng', '-v', VOICES[voice], '-s', '135', '-w', str(wav), line)
        # espeak writes 22050 Hz mono already; resample anyway so concat never mixes formats.
        norm = TMP / f'{out_mp3.stem}-{i}-n.wav'
        run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(wav), '-ar', '22050', '-ac', '1', str(norm))
        parts += [norm, silence]
        lengths.append(duration(norm) + 0.5)
    listing = TMP / f'{out_mp3.stem}.txt'
    listing.write_text(''.join(f"file '{p}'\n" for p in parts))
    wav = TMP / f'{out_mp3.stem}.wav'
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', str(listing), '-c', 'copy', str(wav))
    if out_mp3.suffix == '.mp3':
        run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(wav), '-ac', '1', '-ar', '22050', '-b:a', '32k', str(out_mp3))
    return wav, lengths

def duration(path):
    out = subprocess.run(['ffprobe', '-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', str(path)],
                         check=True, capture_output=True, text=True).stdout
    return float(out.strip())

def video(slug, scenes, lines):
    """A narrated slideshow: one frame per line (scene + subtitle), 480x270, H.264 + AAC."""
    wav, lengths = speak(lines, TMP / f'{slug}-voice.mp3')
    frames = []
    for i, ((voice, line), scene) in enumerate(zip(lines, scenes)):
        body = SCENES[scene].replace('</svg>', '<rect x="0" y="300" width="640" height="60" fill="#000" opacity=".55"/>'
                                     + text(320, 337, line if len(line) <= 52 else line[:50] + '…', 20, '#fff', 'normal') + '</svg>')
        frame = TMP / f'{slug}-frame{i}.png'
        src = TMP / f'{slug}-frame{i}.svg'
        src.write_text(body, encoding='utf-8')
        run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(src), '-vf', 'scale=480:270', str(frame))
        frames.append((frame, lengths[i]))
    listing = TMP / f'{slug}-frames.txt'
    listing.write_text(''.join(f"file '{f}'\nduration {d:.2f}\n" for f, d in frames) + f"file '{frames[-1][0]}'\n")
    run('ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', str(listing), '-i', str(wav),
        '-vf', 'fps=10,format=yuv420p', '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'stillimage',
        '-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-shortest', '-movflags', '+faststart', str(BLOG / f'{slug}.mp4'))
    return duration(BLOG / f'{slug}.mp4')

# ---------------------------------------------------------------- transcripts
def pdf(out, title, lines):
    from reportlab.lib.pagesizes import A5
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    pdfmetrics.registerFont(TTFont('DejaVu', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'))
    pdfmetrics.registerFont(TTFont('DejaVuBold', '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'))
    c = canvas.Canvas(str(out), pagesize=A5, invariant=1)
    c.setTitle(title)
    width, height = A5
    y = height - 50
    c.setFont('DejaVuBold', 14); c.drawString(36, y, title); y -= 28
    names = {'N': 'Rozprávač', 'F': 'Jana', 'M': 'Peter'}
    for voice, line in lines:
        words, row = line.split(), ''
        c.setFont('DejaVuBold', 9); c.drawString(36, y, names[voice]); y -= 13
        c.setFont('DejaVu', 10)
        for word in words:
            if c.stringWidth(row + ' ' + word, 'DejaVu', 10) > width - 72:
                c.drawString(36, y, row); y -= 13; row = word
            else:
                row = (row + ' ' + word).strip()
        c.drawString(36, y, row); y -= 20
        if y < 50: c.showPage(); y = height - 50
    c.save()

# ---------------------------------------------------------------- the content
POZDRAVY = [
    ('N', 'Slovenčina na každý deň. Epizóda prvá: pozdravy a predstavenie.'),
    ('F', 'Dobrý deň! Volám sa Jana. A ako sa voláte vy?'),
    ('M', 'Dobrý deň, teší ma. Volám sa Peter. Som z Bratislavy.'),
    ('F', 'Aj mňa teší. Ja som z Košíc. Ako sa máte?'),
    ('M', 'Ďakujem, dobre. A vy?'),
    ('F', 'Výborne, ďakujem. Tak dovidenia!'),
    ('M', 'Dovidenia a pekný deň!'),
    ('N', 'Kamarátom povieme jednoducho ahoj alebo čau. Dobrý deň použijeme s ľuďmi, ktorým vykáme.'),
]
KAVIAREN = [
    ('N', 'Slovenčina na každý deň. Epizóda druhá: v kaviarni.'),
    ('M', 'Dobrý deň, čo si dáte?'),
    ('F', 'Dobrý deň. Dám si jednu kávu s mliekom a pohár vody, prosím.'),
    ('M', 'Niečo sladké? Máme výborný jablkový koláč.'),
    ('F', 'Áno, prosím, jeden koláč. Koľko to stojí?'),
    ('M', 'Spolu päť eur a dvadsať centov.'),
    ('F', 'Nech sa páči. Ďakujem, dovidenia.'),
    ('N', 'Zapamätajte si: dám si, prosím, a nech sa páči.'),
]
VYSLOVNOST = [
    ('N', 'Výslovnosť. Dlhé samohlásky sa vyslovujú dlhšie: pas, pás. Sud, súd. Vina, vína.'),
    ('N', 'Dvojhlásky: ia ako piatok. Ie ako mlieko. Iu ako cudziu. A ô ako kôň a stôl.'),
    ('N', 'Písmeno ä: mäso, päť, mäkký. V bežnej reči ho často vyslovujeme ako e.'),
    ('N', 'Mäkké spoluhlásky ď, ť, ň a ľ: ďakujem, ťava, kôň, ľad.'),
]
TRH = [('N', 'Na trhu. Dobrý deň, koľko stoja jablká?'), ('M', 'Kilo jabĺk stojí dve eurá.'),
       ('F', 'Dám si dve kilá, prosím. Tu máte štyri eurá.'), ('M', 'Ďakujem, pekný deň!')]
BRATISLAVA = [('N', 'Bratislava je hlavné mesto Slovenska.'), ('N', 'Nad Dunajom stojí Bratislavský hrad.'),
              ('N', 'Cez rieku vedie Most SNP s reštauráciou UFO.'), ('N', 'Staré mesto má úzke uličky a kaviarne.')]
TATRY = [('N', 'Vysoké Tatry sú najvyššie pohorie Slovenska.'), ('N', 'Najvyšší štít je Gerlachovský štít.'),
         ('N', 'Pri Štrbskom plese sa dá prechádzať celý rok.'), ('N', 'Na horách pozdravíme turistov: Dobrý deň!')]

def main():
    for d in (BLOG, NEWS, AUTHORS):
        d.mkdir(parents=True, exist_ok=True)
    for name in ['pozdravy', 'kaviaren', 'trh', 'rod', 'byt-mat', 'pady', 'vianoce', 'halusky', 'bratislava', 'tatry', 'vlak',
                 'zdrobneniny', 'vyslovnost', 'podcast', 'gramatika']:
        render(SCENES[name], BLOG / f'{name}.jpg')
    for name in ['aktivity', 'udrzba']:
        render(SCENES[name], NEWS / f'{name}.jpg')
    for name, (bg, hair, style) in AUTHORS_ART.items():
        render(avatar(bg, hair, style), AUTHORS / f'{name}.jpg', quality=6, size='160:160')
    durations = {}
    for slug, lines in [('pozdravy', POZDRAVY), ('kaviaren', KAVIAREN), ('vyslovnost', VYSLOVNOST)]:
        speak(lines, BLOG / f'{slug}.mp3')
        durations[f'{slug}.mp3'] = round(duration(BLOG / f'{slug}.mp3'), 1)
    pdf(BLOG / 'pozdravy-prepis.pdf', 'Pozdravy a predstavenie – prepis', POZDRAVY)
    pdf(BLOG / 'kaviaren-prepis.pdf', 'V kaviarni – prepis', KAVIAREN)
    durations['trh.mp4'] = round(video('trh', ['trh', 'trh', 'trh', 'trh'], TRH), 1)
    durations['bratislava.mp4'] = round(video('bratislava', ['bratislava'] * 4, BRATISLAVA), 1)
    durations['tatry.mp4'] = round(video('tatry', ['tatry'] * 4, TATRY), 1)
    names = {'N': 'Rozprávač', 'F': 'Jana', 'M': 'Peter'}
    (BLOG / 'tatry-slovnik.txt').write_text(
        'Vysoké Tatry – slovníček\n\n' + '\n'.join(f'{names[v]}: {l}' for v, l in TATRY)
        + '\n\npohorie – mountain range\nštít – peak\npleso – mountain lake\nturista – hiker\n', encoding='utf-8')
    print(json.dumps(durations, indent=2))
    total = sum(f.stat().st_size for f in ROOT.rglob('*') if f.is_file() and 'avatars' not in f.parts)
    print(f'blog + news media: {total / 1024:.0f} KB')

if __name__ == '__main__':
    main()
