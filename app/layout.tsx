// app/[lang]/layout.tsx owns <html lang>; Next requires a root above it.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
