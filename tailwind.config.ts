import type { Config } from 'tailwindcss';

// The theme lives here (loaded by app/globals.css with @config) so that the
// breakpoints of SPEC.md section 9 are one list, not scattered media queries.
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    screens: {
      sm: '640px',
      md: '768px',
      lg: '1024px',
      xl: '1280px',
      '2xl': '1367px',
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
        sans: ['"Helvetica Neue"', 'Helvetica', 'Arial', 'system-ui', 'sans-serif'],
      },
      keyframes: {
        float: {
          '0%, 100%': { transform: 'translateY(0)' },
          '50%': { transform: 'translateY(-12px)' },
        },
      },
      animation: {
        float: 'float 3s ease-in-out infinite',
      },
    },
  },
};

export default config;
