#!/usr/bin/python3
"""
Generates the meeting pictures under server/media/meetings/ (run once; the output is committed).
Needs: apt-get install -y ffmpeg fonts-dejavu-core
Three pictures per seeded meeting (<slug>-1.jpg is also its thumbnail), drawn as SVG scenes and
rendered to small JPEGs by ffmpeg, like generate-blog-media.py. The lot stays under 600 KB.
Usage: /usr/bin/python3 server/src/seed/meetings-media.py
"""
import subprocess, tempfile
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / 'media' / 'meetings'
FONT = 'DejaVu Sans'
TMP = Path(tempfile.mkdtemp(prefix='meetings-media-'))
W, H = 640, 360


def svg(body, bg):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" viewBox="0 0 {W} {H}">'
            f'<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{bg[0]}"/>'
            f'<stop offset="1" stop-color="{bg[1]}"/></linearGradient></defs>'
            f'<rect width="{W}" height="{H}" fill="url(#bg)"/>{body}</svg>')


def text(x, y, s, size=28, fill='#fff', weight='bold'):
    return f'<text x="{x}" y="{y}" font-family="{FONT}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="middle">{s}</text>'


def render(name, svg_text):
    src = TMP / f'{name}.svg'
    src.write_text(svg_text, encoding='utf-8')
    subprocess.run(['ffmpeg', '-hide_banner', '-loglevel', 'error', '-y', '-i', str(src), '-q:v', '6', str(OUT / f'{name}.jpg')],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


GROUND = '<rect x="0" y="300" width="640" height="60" fill="#6c757d"/>'
RIVER = '<path d="M0 300 Q160 280 320 305 T640 300 V360 H0Z" fill="#4895ef"/>'
STARS = ''.join(f'<circle cx="{x}" cy="{y}" r="3" fill="#fff"/>' for x, y in [(40, 40), (130, 90), (560, 60), (600, 150), (480, 30), (90, 200), (220, 30)])


def tower(x, w, h, roof='#2d6a4f', body='#fefae0'):
    return (f'<rect x="{x}" y="{300 - h}" width="{w}" height="{h}" fill="{body}"/>'
            f'<path d="M{x - 8} {300 - h} L{x + w / 2} {300 - h - w * 1.4} L{x + w + 8} {300 - h}Z" fill="{roof}"/>'
            + ''.join(f'<rect x="{x + w / 2 - 7}" y="{300 - h + 20 + i * 50}" width="14" height="24" rx="7" fill="#6c757d"/>' for i in range(int(h // 60))))


SCENES = {
    # Prechádzka starým mestom (Bratislava)
    'prechadzka-starym-mestom-1': svg(GROUND + tower(280, 80, 190) + '<rect x="300" y="250" width="40" height="50" rx="20" fill="#343a40"/>'
                                      + ''.join(f'<rect x="{x}" y="200" width="90" height="100" fill="{c}"/>' for x, c in [(60, '#e9c46a'), (160, '#f4a261'), (400, '#e76f51'), (500, '#2a9d8f')])
                                      + text(320, 345, 'Michalská brána', 24), ('#bde0fe', '#ffafcc')),
    'prechadzka-starym-mestom-2': svg(GROUND + '<ellipse cx="320" cy="290" rx="180" ry="26" fill="#adb5bd"/><ellipse cx="320" cy="280" rx="150" ry="18" fill="#4cc9f0"/>'
                                      '<rect x="305" y="130" width="30" height="150" fill="#dee2e6"/><circle cx="320" cy="115" r="20" fill="#dee2e6"/>'
                                      '<rect x="300" y="140" width="40" height="60" rx="8" fill="#ced4da"/>'
                                      + ''.join(f'<path d="M{320 + d} 200 q{d * 2} 30 {d * 3} 75" stroke="#90e0ef" stroke-width="4" fill="none"/>' for d in (-30, -15, 15, 30))
                                      + text(320, 345, 'Rolandova fontána', 24), ('#caf0f8', '#90e0ef')),
    'prechadzka-starym-mestom-3': svg(GROUND + '<rect x="170" y="170" width="300" height="130" fill="#e9d8a6"/>' + tower(400, 70, 200, '#264653', '#e9d8a6')
                                      + '<path d="M418 68 l17 -22 17 22 -9 -6 -8 10 -8 -10z" fill="#ffd60a"/>'
                                      + ''.join(f'<rect x="{200 + i * 45}" y="200" width="20" height="50" rx="10" fill="#6c757d"/>' for i in range(4))
                                      + text(320, 345, 'Dóm sv. Martina', 24), ('#ffe5ec', '#fec5bb')),
    # Varíme bryndzové halušky
    'varime-bryndzove-halusky-1': svg('<ellipse cx="320" cy="205" rx="230" ry="95" fill="#fff"/><ellipse cx="320" cy="195" rx="190" ry="70" fill="#f8f4e3"/>'
                                      + ''.join(f'<ellipse cx="{215 + (i * 41) % 210}" cy="{165 + (i * 29) % 62}" rx="16" ry="9" fill="#fefae0" stroke="#e9e3c9"/>' for i in range(24))
                                      + ''.join(f'<rect x="{235 + (i * 57) % 180}" y="{172 + (i * 37) % 50}" width="14" height="9" rx="2" fill="#bc4749"/>' for i in range(10))
                                      + text(320, 340, 'Bryndzové halušky', 30), ('#a7c957', '#6a994e')),
    'varime-bryndzove-halusky-2': svg('<rect x="140" y="120" width="260" height="120" rx="14" fill="#adb5bd"/>'
                                      + ''.join(f'<circle cx="{170 + (i % 10) * 22}" cy="{145 + (i // 10) * 24}" r="6" fill="#495057"/>' for i in range(40))
                                      + '<rect x="400" y="165" width="150" height="30" rx="15" fill="#7f5539"/>'
                                      + ''.join(f'<ellipse cx="{110 + i * 95}" cy="300" rx="40" ry="28" fill="#d4a373"/>' for i in range(5))
                                      + text(320, 80, 'haluškár', 34, '#343a40'), ('#fefae0', '#faedcd')),
    'varime-bryndzove-halusky-3': svg('<rect x="150" y="110" width="170" height="190" rx="20" fill="#fff"/><rect x="150" y="110" width="170" height="40" rx="12" fill="#588157"/>'
                                      + text(235, 225, 'bryndza', 30, '#588157')
                                      + ''.join(f'<rect x="{380 + (i % 3) * 50}" y="{140 + (i // 3) * 45}" width="40" height="28" rx="5" fill="#bc4749"/>' for i in range(9))
                                      + text(320, 340, 'bryndza a slaninka', 26), ('#dda15e', '#bc6c25')),
    # Večer slovenských rozprávok
    'rozpravky-dobsinskeho-1': svg(STARS + '<path d="M120 110 Q220 80 320 110 V300 Q220 270 120 300Z" fill="#fff"/><path d="M320 110 Q420 80 520 110 V300 Q420 270 320 300Z" fill="#f1faee"/>'
                                   + ''.join(f'<rect x="{145 if i < 5 else 345}" y="{130 + (i % 5) * 30}" width="150" height="8" rx="4" fill="#adb5bd"/>' for i in range(10))
                                   + text(320, 345, 'Kde bolo, tam bolo…', 26), ('#03045e', '#3a0ca3')),
    'rozpravky-dobsinskeho-2': svg(STARS + '<circle cx="520" cy="80" r="40" fill="#ffd60a"/>' + tower(200, 60, 140, '#7209b7', '#e0c3fc') + tower(380, 60, 170, '#7209b7', '#e0c3fc')
                                   + '<rect x="250" y="200" width="140" height="100" fill="#e0c3fc"/><rect x="300" y="240" width="40" height="60" rx="20" fill="#3a0ca3"/>'
                                   + text(320, 345, 'Soľ nad zlato', 26), ('#240046', '#5a189a')),
    'rozpravky-dobsinskeho-3': svg('<rect x="120" y="60" width="400" height="230" rx="16" fill="#212529"/><rect x="135" y="75" width="370" height="200" fill="#e9ecef"/>'
                                   + ''.join(f'<rect x="{145 + (i % 3) * 120}" y="{85 + (i // 3) * 95}" width="110" height="85" rx="8" fill="{c}"/><circle cx="{200 + (i % 3) * 120}" cy="{120 + (i // 3) * 95}" r="18" fill="#f1c27d"/>'
                                             for i, c in enumerate(['#4361ee', '#f72585', '#4cc9f0', '#7209b7', '#2a9d8f', '#e76f51']))
                                   + '<rect x="80" y="290" width="480" height="16" rx="8" fill="#495057"/>' + text(320, 345, 'Online', 28), ('#4cc9f0', '#4361ee')),
    # Fujara a ľudové piesne
    'fujara-a-ludove-piesne-1': svg('<g transform="rotate(-20 320 180)"><rect x="40" y="165" width="560" height="30" rx="15" fill="#7f4f24"/>'
                                    + ''.join(f'<rect x="{140 + i * 60}" y="165" width="14" height="30" fill="#e63946"/>' for i in range(7))
                                    + ''.join(f'<circle cx="{470 + i * 40}" cy="180" r="6" fill="#212529"/>' for i in range(3)) + '</g>'
                                    + text(320, 335, 'Fujara', 34), ('#f4a261', '#e76f51')),
    'fujara-a-ludove-piesne-2': svg(''.join(f'<path d="M{x} {y} v-70 l40 -12 v70" stroke="#fff" stroke-width="6" fill="none"/><ellipse cx="{x - 8}" cy="{y}" rx="12" ry="9" fill="#fff"/><ellipse cx="{x + 32}" cy="{y - 12}" rx="12" ry="9" fill="#fff"/>'
                                            for x, y in [(120, 200), (300, 150), (470, 210)])
                                    + text(320, 300, 'Tancuj, tancuj, vykrúcaj', 32), ('#8338ec', '#3a0ca3')),
    'fujara-a-ludove-piesne-3': svg(''.join(f'<g transform="translate({x} {y})"><path d="M0 20 c-25 -35 -60 -5 0 40 c60 -45 25 -75 0 -40z" fill="{c}"/><circle cx="0" cy="-20" r="10" fill="#ffd60a"/></g>'
                                            for x, y, c in [(130, 140, '#d00000'), (320, 120, '#1d3557'), (510, 140, '#d00000'), (225, 250, '#2a9d8f'), (415, 250, '#2a9d8f')])
                                    + text(320, 340, 'Ľudový ornament', 26, '#d00000'), ('#fefae0', '#ffe8d6')),
    # Filmový klub: Obchod na korze
    'obchod-na-korze-1': svg('<circle cx="230" cy="170" r="110" fill="#343a40"/><circle cx="230" cy="170" r="20" fill="#adb5bd"/>'
                             + ''.join(f'<circle cx="{230 + dx}" cy="{170 + dy}" r="26" fill="#6c757d"/>' for dx, dy in [(0, -60), (57, -19), (35, 49), (-35, 49), (-57, -19)])
                             + '<path d="M330 230 L600 250 L600 300 L330 280Z" fill="#212529"/>'
                             + ''.join(f'<rect x="{345 + i * 30}" y="{250 + i * 2}" width="16" height="10" fill="#fff"/>' for i in range(8))
                             + text(440, 120, 'Filmový klub', 34), ('#6c757d', '#212529')),
    'obchod-na-korze-2': svg(GROUND + '<rect x="120" y="110" width="400" height="190" fill="#e9d8a6"/><rect x="150" y="125" width="340" height="50" fill="#7f5539"/>'
                             + text(320, 162, 'OBCHOD', 32, '#fefae0') + '<rect x="160" y="195" width="140" height="105" fill="#a8dadc"/><rect x="340" y="195" width="60" height="105" fill="#7f5539"/>'
                             + '<rect x="420" y="195" width="80" height="80" fill="#a8dadc"/>' + text(320, 345, 'na korze', 26), ('#d6ccc2', '#adb5bd')),
    'obchod-na-korze-3': svg('<rect x="280" y="270" width="80" height="30" fill="#343a40"/><path d="M300 270 h40 l-5 -90 h-30z" fill="#ffd60a"/>'
                             '<circle cx="320" cy="150" r="26" fill="#ffd60a"/><rect x="306" y="175" width="28" height="20" fill="#ffd60a"/>'
                             + text(320, 80, '1965', 54, '#ffd60a') + text(320, 340, 'ocenený Oscarom', 26), ('#212529', '#495057')),
    # Výlet na hrad Devín
    'vylet-na-devin-1': svg(RIVER + '<path d="M150 300 L220 170 L300 150 L420 160 L500 300Z" fill="#8d6e63"/>'
                            '<path d="M240 170 v-50 h40 v20 h30 v-30 h40 v40 h30 v40z" fill="#d6ccc2"/>'
                            + ''.join(f'<rect x="{252 + i * 40}" y="135" width="10" height="16" fill="#6c757d"/>' for i in range(4))
                            + text(320, 60, 'Hrad Devín', 36, '#1d3557'), ('#bde0fe', '#caf0f8')),
    'vylet-na-devin-2': svg(RIVER + '<path d="M380 300 L420 190 L470 190 L500 300Z" fill="#8d6e63"/><rect x="425" y="120" width="40" height="70" fill="#e9ecef"/>'
                            '<path d="M420 120 L445 90 L470 120Z" fill="#bc4749"/>' + text(220, 140, 'Panenská', 36, '#1d3557') + text(220, 185, 'veža', 36, '#1d3557'),
                            ('#ffc8dd', '#bde0fe')),
    'vylet-na-devin-3': svg('<path d="M0 120 Q250 170 330 210 L640 170 V360 H0Z" fill="#4895ef"/><path d="M330 210 Q300 280 260 360 H400 Q360 290 330 210Z" fill="#4361ee"/>'
                            '<path d="M0 0 H640 V170 L330 210 Q250 170 0 120Z" fill="#95d5b2"/>'
                            + text(140, 250, 'Morava', 30) + text(520, 260, 'Dunaj', 30), ('#95d5b2', '#52b788')),
    # Kvíz: Slovenské zvyky a sviatky
    'kviz-slovenske-zvyky-1': svg(''.join(text(x, y, '?', s, c) for x, y, s, c in [(130, 200, 140, '#ffd60a'), (320, 230, 200, '#fff'), (510, 190, 120, '#ff4d6d')])
                                  + text(320, 330, 'Kvíz', 36), ('#7209b7', '#3a0ca3')),
    'kviz-slovenske-zvyky-2': svg(''.join(f'<ellipse cx="{x}" cy="200" rx="62" ry="82" fill="{c}"/><path d="M{x - 60} 190 q30 -20 60 0 t60 0" stroke="#fff" stroke-width="6" fill="none"/>'
                                          f'<circle cx="{x}" cy="240" r="10" fill="#fff"/><circle cx="{x - 25}" cy="150" r="7" fill="#fff"/><circle cx="{x + 25}" cy="150" r="7" fill="#fff"/>'
                                          for x, c in [(150, '#d00000'), (320, '#2a9d8f'), (490, '#f77f00')])
                                  + text(320, 335, 'Kraslice', 30, '#d00000'), ('#fefae0', '#ffe5ec')),
    'kviz-slovenske-zvyky-3': svg('<rect x="0" y="300" width="640" height="60" fill="#52b788"/><rect x="312" y="80" width="16" height="220" fill="#7f5539"/>'
                                  '<path d="M320 20 L360 90 L280 90Z" fill="#2d6a4f"/>'
                                  + ''.join(f'<path d="M320 95 q{d} 40 {d * 1.2} 110" stroke="{c}" stroke-width="8" fill="none"/>' for d, c in [(-60, '#e63946'), (-30, '#ffd60a'), (30, '#4cc9f0'), (60, '#f72585')])
                                  + text(150, 200, 'Stavanie', 28, '#1d3557') + text(500, 200, 'mája', 28, '#1d3557'), ('#caf0f8', '#ade8f4')),
}


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    for name, scene in SCENES.items():
        render(name, scene)
    total = sum(f.stat().st_size for f in OUT.glob('*.jpg'))
    print(f'{len(SCENES)} pictures, {total / 1024:.0f} KB')


if __name__ == '__main__':
    main()
