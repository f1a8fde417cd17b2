/** The one line that installs every browser engine the suite drives (Debian packages). */
export const installEngines = 'apt-get install -y chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb';
