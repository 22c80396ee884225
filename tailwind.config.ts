import type { Config } from 'tailwindcss';

// The site's one theme, loaded by app/globals.css with @config. Breakpoints
// are in rem, so that they follow the browser's text size: with larger text
// the layout steps down (the phone menu) instead of scrolling sideways. At the
// default 16 px they are SPEC.md's 640, 768, 1024, 1280 and 1367 px.
const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './lib/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: '40rem',
      md: '48rem',
      lg: '64rem',
      xl: '80rem',
      '2xl': '85.4375rem',
    },
    extend: {
      colors: {
        ink: '#111111',
        paper: '#ffffff',
        muted: '#595959',
        accent: '#8a1c3b',
        danger: '#b00020',
        success: '#1b6e3a',
      },
      fontFamily: {
        sans: ['Helvetica Neue', 'Helvetica', 'Arial', 'system-ui', 'sans-serif'],
      },
      keyframes: {
        float: {
          '0%, 100%': { transform: 'translateY(0)' },
          '50%': { transform: 'translateY(-12px)' },
        },
        // An entry that keeps what enters hidden (so out of the focus order)
        // until it starts, and during its delay with `backwards`.
        appear: { from: { opacity: '0', visibility: 'hidden' } },
      },
      animation: {
        float: 'float 3s ease-in-out infinite',
        appear: 'appear 0.5s ease-out backwards',
      },
    },
  },
} satisfies Config;

export default config;
