// The build failed for the reason it should: iobench's check, on the byte-by-byte writes.
def log = new File(basedir, 'build.log').text
assert log.contains('iobench check failed')
assert log.contains('FileOutputStream')
def xml = new File(basedir, 'target/surefire-reports/TEST-iobench-check.xml').text
assert xml.contains('<failure')
assert new File(basedir, 'target/iobench.json').isFile()
